import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { showErrorToast } from '../../../ui/errorToast';
import { showSignUpPrompt } from '../../listening';
import { LogReleaseMutation } from '../graphql/LogRelease';
import { LogSongMutation } from '../graphql/LogSong';
import { UpdateLogMutation } from '../graphql/UpdateLog';
import { type LogFormValues, logFieldsInput } from '../logFormValues';

export type LogTarget = { __typename: 'Release' | 'Song'; id: string; title: string };

/** Drops cached activity that a new or changed log makes stale: the item's logs and diaries. */
function useForgetActivity() {
  const client = useApolloClient();
  return (target: LogTarget) => {
    const id = client.cache.identify({ __typename: target.__typename, id: target.id });
    if (id) {
      client.cache.evict({ id, fieldName: 'logs' });
      client.cache.evict({ id, fieldName: 'currentUserLogs' });
    }
    client.cache.evict({ fieldName: 'recentReviews' });
    // Diaries: the member's own is the one a log changes; evicting every member's is simplest and cheap.
    const stored = client.cache.extract() as Record<string, unknown>;
    for (const key of Object.keys(stored)) {
      if (key.startsWith('User:')) client.cache.evict({ id: key, fieldName: 'logs' });
    }
    client.cache.gc();
  };
}

/** Saves the log form: logRelease / logSong in create mode, updateLog with a log id. */
export function useSaveLog() {
  const [logRelease, releaseState] = useMutation(LogReleaseMutation);
  const [logSong, songState] = useMutation(LogSongMutation);
  const [updateLog, updateState] = useMutation(UpdateLogMutation);
  const forget = useForgetActivity();

  async function save(
    target: LogTarget,
    values: LogFormValues,
    options: { logId?: string; listenAgain?: boolean },
  ) {
    const fields = logFieldsInput(values);
    try {
      if (options.logId) {
        await updateLog({ variables: { id: options.logId, fields } });
      } else if (target.__typename === 'Release') {
        await logRelease({
          variables: { releaseId: target.id, fields, listenAgain: options.listenAgain ?? false },
        });
      } else {
        await logSong({
          variables: { songId: target.id, fields, listenAgain: options.listenAgain ?? false },
        });
      }
      forget(target);
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
