import { Group, SegmentedControl, Stack } from '@mantine/core';
import { useCurrentUser } from '../../auth';
import { useListsParams } from '../hooks/useListsParams';
import { LIST_VIEW_LABELS, MEMBER_LIST_VIEWS } from '../listsParams';
import { ListSortSelect } from './ListSortSelect';
import { MemberListsResults } from './MemberListsResults';

/** A member's lists on their page: Personal, Curator, Following, Liked (the last two need signing in). */
export function UserListsTab({ username }: { username: string }) {
  const member = useCurrentUser();
  const [params, change] = useListsParams(MEMBER_LIST_VIEWS, 'personal');
  const signedIn = member !== null;
  const view =
    !signedIn && (params.view === 'following' || params.view === 'liked') ? 'personal' : params.view;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Which lists"
          value={view}
          onChange={(value) => {
            const next = MEMBER_LIST_VIEWS.find((known) => known === value);
            if (next) change({ view: next });
          }}
          data={MEMBER_LIST_VIEWS.map((value) => ({
            value,
            label: LIST_VIEW_LABELS[value],
            disabled: !signedIn && (value === 'following' || value === 'liked'),
          }))}
        />
        <ListSortSelect value={params.sortBy} signedIn={signedIn} onChange={(sortBy) => change({ sortBy })} />
      </Group>
      <MemberListsResults
        username={username}
        view={view}
        sortBy={params.sortBy}
        page={params.page}
        own={member?.username.toLowerCase() === username.toLowerCase()}
        onPageChange={(page, options) => change({ page }, options)}
      />
    </Stack>
  );
}
