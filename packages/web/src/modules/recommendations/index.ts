/** What other features use of recommendations: they import it from here, never from its files. */
export { RecAnswerActions } from './components/RecAnswerActions';
export { RecommendModalProvider, useRecommendModal } from './components/RecommendModalProvider';
export { RecsForYou } from './components/RecsForYou';
export { DeclineRecMutation } from './graphql/DeclineRec';
