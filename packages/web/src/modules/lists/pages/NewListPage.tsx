import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { Navigate, useLocation, useParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta';
import { NotFound } from '../../../ui/NotFound';
import { useCurrentUser } from '../../auth';
import { readGuestDraft } from '../editor/guestDraft';
import { ListEditor } from '../editor/ListEditor';
import { emptyDraft, type NewItem } from '../editor/listDraft';
import { emptyInfo, isTemplate, templateInfo } from '../editor/listInfo';
import { CurrentUserFavoriteListsQuery } from '../graphql/currentUserQuery';

const FAVORITE_FIELD = {
  'favorite-releases': 'favoriteReleasesList',
  'favorite-songs': 'favoriteSongsList',
  'favorite-artists': 'favoriteArtistsList',
} as const;

/** What "Start a new list" passes: the item to preload. */
export type NewListState = { item?: NewItem };

function preloaded(state: unknown) {
  const item = (state as NewListState | null)?.item;
  const sections = emptyDraft().sections;
  if (item && sections[0]) {
    sections[0].items.push({
      ...item,
      key: `${item.type}:${item.id}`,
      description: '',
      editingDescription: false,
    });
  }
  return { sections, changed: item !== undefined };
}

/** /lists/new and /lists/new/{template}: a template opens the member's existing favourites list. */
export function NewListPage() {
  const { template } = useParams();
  const location = useLocation();
  const member = useCurrentUser();
  usePageMeta({
    title: 'New list',
    description: 'Build a ranked, sectioned list of albums, songs or artists.',
  });
  const kind = isTemplate(template) ? template : null;
  const { data, loading } = useQuery(CurrentUserFavoriteListsQuery, {
    skip: !member || kind === null,
    fetchPolicy: 'network-only',
  });
  if (template !== undefined && kind === null) return <NotFound title="Template not found" />;
  if (kind && member && (loading || !data)) {
    return (
      <Center py={120}>
        <Loader role="status" aria-label="Loading" />
      </Center>
    );
  }
  const existing = kind ? data?.currentUser?.[FAVORITE_FIELD[kind]] : null;
  if (existing) return <Navigate to={`/lists/${existing.id}/edit`} replace />;
  const guestDraft = member ? null : readGuestDraft();
  if (guestDraft) {
    return (
      <ListEditor
        listId={null}
        initialInfo={guestDraft.info}
        initialSections={guestDraft.sections}
        startChanged
      />
    );
  }
  const start = preloaded(location.state);
  return (
    <ListEditor
      key={`${kind ?? 'new'}-${location.key}`}
      listId={null}
      initialInfo={kind ? templateInfo(kind) : emptyInfo()}
      initialSections={start.sections}
      startChanged={start.changed}
    />
  );
}
