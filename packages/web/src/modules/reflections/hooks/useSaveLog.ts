import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { LogFieldsInput } from '@earmark/shared';
import { showErrorToast } from '../../../ui/errorToast';
import { showSignUpPrompt } from '../../listening';
import { LogReleaseMutation } from '../graphql/LogRelease';
import { LogSongMutation } from '../graphql/LogSong';
import { UpdateLogMutation } from '../graphql/UpdateLog';
import { type LogFormValues, logFieldsInput } from '../logFormValues';

export type LogTarget = { __typename: 'Release' | 'Song'; id: string; title: string };

type SaveOptions = { logId?: string; listenAgain?: boolean };

/** Whether a cached `User.logs` (its store name carries the arguments) filters by what the viewer has heard. */
function filtersByViewerListens(storeFieldName: string): boolean {
  const open = storeFieldName.indexOf('{');
  if (open < 0) return false;
  const args = JSON.parse(storeFieldName.slice(open, storeFieldName.lastIndexOf('}') + 1)) as {
    currentUserListenStatusFilter?: string;
  };
  return (args.currentUserListenStatusFilter ?? 'ALL') !== 'ALL';
}

/**
 * Drops the cached activity a saved log makes stale, and only that: the item's logs, the recent
 * reviews, the author's own diary and writings (every view of them) and, when the log is new (it
 * checks the item), other members' diaries filtered by what the author has listened to. Their
 * other diary pages stay cached.
 */
function useForgetActivity() {
  const { cache } = useApolloClient();
  return (target: LogTarget, saved: { authorId: string | undefined; created: boolean }) => {
    const item = cache.identify({ __typename: target.__typename, id: target.id });
    if (item) {
      cache.evict({ id: item, fieldName: 'logs' });
      cache.evict({ id: item, fieldName: 'currentUserLogs' });
    }
    cache.evict({ fieldName: 'recentReviews' });
    const author = saved.authorId && cache.identify({ __typename: 'User', id: saved.authorId });
    if (author) cache.evict({ id: author, fieldName: 'logs' });
    if (saved.created) {
      const stored = cache.extract() as Record<string, unknown>;
      for (const id of Object.keys(stored)) {
        if (!id.startsWith('User:') || id === author) continue;
        cache.modify({
          id,
          fields: {
            logs: (value, { storeFieldName, DELETE }) =>
              filtersByViewerListens(storeFieldName) ? DELETE : value,
          },
        });
      }
    }
    cache.gc();
  };
}

/** Saves the log form: logRelease / logSong in create mode, updateLog with a log id. */
export function useSaveLog() {
  const [logRelease, releaseState] = useMutation(LogReleaseMutation);
  const [logSong, songState] = useMutation(LogSongMutation);
  const [updateLog, updateState] = useMutation(UpdateLogMutation);
  const forget = useForgetActivity();

  /** Sends the form's mutation; answers the saved log. */
  async function send(target: LogTarget, fields: LogFieldsInput, options: SaveOptions) {
    if (options.logId) return (await updateLog({ variables: { id: options.logId, fields } })).data?.updateLog;
    const listenAgain = options.listenAgain ?? false;
    if (target.__typename === 'Release')
      return (await logRelease({ variables: { releaseId: target.id, fields, listenAgain } })).data
        ?.logRelease;
    return (await logSong({ variables: { songId: target.id, fields, listenAgain } })).data?.logSong;
  }

  async function save(target: LogTarget, values: LogFormValues, options: SaveOptions) {
    try {
      const saved = await send(target, logFieldsInput(values), options);
      forget(target, { authorId: saved?.user.id, created: !options.logId });
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (CombinedGraphQLErrors.is(error) && message.includes('loggedOut'))
        showSignUpPrompt('reflect on music');
      else showErrorToast(message);
      return false;
    }
  }

  return { save, saving: releaseState.loading || songState.loading || updateState.loading };
}
