/** What other features use of home: they import it from here, never from its files. */
export { ActivitySection } from './components/ActivitySection';
