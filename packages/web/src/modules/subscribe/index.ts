// What other features may use from subscribe: the settings page's subscription panel and the
// return from checkout; the app shell renders the past-due prompt.
export { ManageSubscription } from './components/ManageSubscription';
export { PastDuePrompt } from './components/PastDuePrompt';
export { useCheckoutReturn } from './hooks/useCheckoutReturn';
