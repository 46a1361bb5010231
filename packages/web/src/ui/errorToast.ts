import { notifications } from '@mantine/notifications';

/**
 * The one way a failed action (not a failed panel: see PanelError) tells the member: a red toast
 * with the server's message.
 */
export function showErrorToast(message: string): void {
  notifications.show({ title: 'An error has occurred', message, color: 'red' });
}
