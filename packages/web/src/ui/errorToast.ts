import { notifications } from '@mantine/notifications';
import { isNetworkFailure } from '../lib/network';

/**
 * The one way a failed action (not a failed panel: see PanelError) tells the member: a red toast
 * with the server's message; or, when the request never reached the server (the browser is offline:
 * "Failed to fetch"), that they are offline and that nothing was saved (an optimistic change is undone).
 */
export function showErrorToast(message: string): void {
  if (isNetworkFailure(message)) {
    notifications.show({
      title: 'You are offline',
      message: 'Nothing was saved. Check your connection and try again once you are back online.',
      color: 'orange',
    });
    return;
  }
  notifications.show({ title: 'An error has occurred', message, color: 'red' });
}
