import type { ListeningAction } from '@earmark/shared';
import { type ItemTypename, kindNames, TOAST_MS } from '@earmark/shared';
import { notifications } from '@mantine/notifications';

type ItemKind = ItemTypename;

const noun = (kind: ItemKind) => kindNames(kind).plural;

/** The "{action}" of "Please sign up to {action}." for a guest's attempt. */
export function signUpAction(kind: ItemKind, action: ListeningAction): string {
  switch (action.kind) {
    case 'addToListenTo':
    case 'removeFromListenTo':
      return `save ${noun(kind)} for later`;
    case 'react':
    case 'unreact': {
      const verb = { LIKED: 'like', LOVED: 'love', FAVORITED: 'favorite' }[action.reaction];
      return `${verb} ${noun(kind)}`;
    }
    default:
      return `save your ${noun(kind)}`;
  }
}

export function showSignUpPrompt(action: string): void {
  notifications.show({
    message: `Please sign up to ${action}.`,
    color: 'yellow',
    autoClose: TOAST_MS.signUpPrompt,
  });
}

export function showRateLoginPrompt(): void {
  notifications.show({
    message: 'You must be logged in to rate items.',
    color: 'yellow',
    autoClose: TOAST_MS.signUpPrompt,
  });
}

/** After a guest's check, kept on this device until signup. */
export function showSaveDataToast(): void {
  notifications.show({
    title: 'Sign up to save your data',
    message: 'Click the green signup button to get started!',
    color: 'green',
    autoClose: TOAST_MS.signUpToSave,
  });
}

/** A guest's (or an expired session's) write the server refused with "loggedOut". */
export function promptForGuest(kind: ItemKind, action: ListeningAction): void {
  if (action.kind === 'rate' || action.kind === 'removeRating') showRateLoginPrompt();
  else if (action.kind === 'check' || action.kind === 'uncheck') showSaveDataToast();
  else showSignUpPrompt(signUpAction(kind, action));
}
