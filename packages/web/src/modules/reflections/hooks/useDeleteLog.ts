import { useApolloClient, useMutation } from '@apollo/client/react';
import { DeleteLogMutation } from '../graphql/DeleteLog';
import { showLogDeleted, showLogDeleteFailed } from '../logToasts';

/** Deletes one of the member's logs and forgets it in the cache; answers whether it worked. */
export function useDeleteLog() {
  const client = useApolloClient();
  const [deleteLog, state] = useMutation(DeleteLogMutation);
  const run = async (log: { id: string; itemType: 'RELEASE' | 'SONG'; item: { id: string } }) => {
    try {
      await deleteLog({ variables: { id: log.id, itemId: log.item.id, type: log.itemType } });
      client.cache.evict({ id: client.cache.identify({ __typename: 'Log', id: log.id }) });
      client.cache.gc();
      showLogDeleted();
      return true;
    } catch {
      showLogDeleteFailed();
      return false;
    }
  };
  return { deleteLog: run, deleting: state.loading };
}
