import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { LIMITS, type ListeningAction } from '@earmark/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { askToConfirm } from '../../../ui/confirm';
import { showErrorToast } from '../../../ui/errorToast';
import { useCurrentUser } from '../../auth';
import { type ActionItem, optimisticItem } from '../actionItem';
import { promptForGuest } from '../guestPrompts';
import { listeningOperation } from '../listeningOperations';
import { uncheckQuestion } from '../uncheckQuestion';
import { startFavorite } from './favoriteInFlight';
import { useGuestChecks } from './useGuestChecks';

export type ActionStatus = { loading: boolean; pressed: boolean };

export type ListeningActionOptions = {
  /** Called once the server has answered, when the action checked or unchecked the item. */
  onCheckedChange?: (checked: boolean) => void;
};

const isFavorite = (action: ListeningAction) =>
  (action.kind === 'react' || action.kind === 'unreact') && action.reaction === 'FAVORITED';

function isLoggedOut(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.message.includes('loggedOut'));
}

/**
 * Runs listening actions on one item: optimistic (Apollo drops the optimistic layer on error),
 * with a loading flag per action key and a 2-second pressed state after success. Guests get the
 * sign-up prompts; their checks are kept on the device. Resolves true when the action happened
 * (a guest's check kept on the device, or the server's answer), false when the member cancelled the
 * uncheck question, the action failed, or a guest was only prompted.
 */
export function useListeningAction(item: ActionItem, { onCheckedChange }: ListeningActionOptions = {}) {
  const client = useApolloClient();
  const member = useCurrentUser();
  const guest = useGuestChecks();
  const [loading, setLoading] = useState<string | null>(null);
  const [pressed, setPressed] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (key: string, action: ListeningAction): Promise<boolean> => {
      if (!member) {
        const kept = action.kind === 'check' || action.kind === 'uncheck';
        if (kept) guest.toggle(item.__typename, item.id);
        promptForGuest(item.__typename, action);
        return kept;
      }
      if (action.kind === 'uncheck') {
        const question = uncheckQuestion(item);
        if (question && !(await askToConfirm(question))) return false;
      }
      const operation = listeningOperation(item, action);
      const done = isFavorite(action) ? startFavorite() : () => undefined;
      setLoading(key);
      try {
        const answered = await operation(client, optimisticItem(item, action));
        if (answered && answered.currentUserHasChecked !== item.currentUserHasChecked) {
          onCheckedChange?.(answered.currentUserHasChecked);
        }
        setPressed(key);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setPressed(null), LIMITS.buttonPressedMs);
        return true;
      } catch (error) {
        if (isLoggedOut(error)) promptForGuest(item.__typename, action);
        else showErrorToast(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        done();
        setLoading(null);
      }
    },
    [client, member, guest, item, onCheckedChange],
  );

  const status = useCallback(
    (key: string): ActionStatus => ({ loading: loading === key, pressed: pressed === key }),
    [loading, pressed],
  );
  return { run, status, isGuest: !member };
}
