import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta';
import { NotFound } from '../../../ui/NotFound';
import { PanelError } from '../../../ui/PanelError';
import { sectionsFromList } from '../editor/draftFromList';
import { ListEditor } from '../editor/ListEditor';
import { infoFromList } from '../editor/listInfo';
import { ListForListsEditQuery } from '../graphql/ListForListsEdit';

/** /lists/{id}/edit: the editor, only for a list the member may edit. */
export function EditListPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(ListForListsEditQuery, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  usePageMeta({ title: data?.list ? `Edit ${data.list.name}` : 'Edit list' });
  if (error) return <PanelError error={error} />;
  // Only before the first answer: a later fetch of the list must not take the editor, and the
  // member's unsaved changes, away.
  if (!data) {
    return (
      <Center py={120}>
        <Loader role="status" aria-label="Loading the list" />
      </Center>
    );
  }
  const list = data.list;
  if (!list) return <NotFound title="List not found" message="This list does not exist." />;
  if (!list.isEditable)
    return (
      <NotFound title="You cannot edit this list" message="Only the member who made a list can edit it." />
    );
  return (
    <ListEditor
      key={list.id}
      listId={list.id}
      loadedAt={list.updatedAt}
      initialInfo={infoFromList(list)}
      initialSections={sectionsFromList(
        list.sections,
        list.items.edges.map((edge) => edge.node),
      )}
    />
  );
}
