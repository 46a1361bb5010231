import { isNetworkFailure } from '../lib/network';

/**
 * The one way a failed action (not a failed panel: see PanelError) tells the member: a red toast
 * with the server's message; or, when the request never reached the server (the browser is offline:
 * "Failed to fetch"), that they are offline and that nothing was saved (an optimistic change is undone).
 * The toasts' code loads with the first toast: pages import this file, and the landing page's
 * JavaScript budget has no room for code that only a failure runs.
 */
export function showErrorToast(message: string): void {
  const toast = isNetworkFailure(message)
    ? {
        title: 'You are offline',
        message: 'Nothing was saved. Check your connection and try again once you are back online.',
        color: 'orange',
      }
    : { title: 'An error has occurred', message, color: 'red' };
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(toast));
}
