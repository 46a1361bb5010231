// What other features may use from subscribe: the settings page's subscription panel and the
// return from checkout. (The app shell loads the past-due prompt lazily, by its file.)
export { ManageSubscription } from './components/ManageSubscription';
export { useCheckoutReturn } from './hooks/useCheckoutReturn';
