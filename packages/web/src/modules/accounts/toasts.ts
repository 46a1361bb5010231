import { TOAST_MS } from '@earmark/shared';
import { notifications } from '@mantine/notifications';

/** The welcome after signup, shown for 7 s. */
export function showWelcomeToast(): void {
  notifications.show({
    title: 'Welcome to Earmark!',
    message: 'Feel free to check some releases & create your first list!',
    color: 'green',
    autoClose: TOAST_MS.welcome,
  });
}

export function showResetEmailSentToast(): void {
  notifications.show({
    title: 'Email sent',
    message: 'Check your email for a password reset link',
    color: 'green',
  });
}

export function showAccountDeletedToast(): void {
  notifications.show({
    title: 'Account deleted',
    message: 'Your account and everything you created have been deleted.',
    autoClose: TOAST_MS.accountDeleted,
  });
}

export function showSavedToast(message: string): void {
  notifications.show({ title: 'Saved', message, color: 'green' });
}
