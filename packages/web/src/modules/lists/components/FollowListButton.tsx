import { useQuery } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconBell, IconBellFilled } from '@tabler/icons-react';
import { formatCount } from '../../../lib/format';
import { ListForFollowListButtonQuery } from '../graphql/ListForFollowListButton';
import { useListToggle } from '../hooks/useListToggle';

/** Follow / Following with the count; hidden for a list of favourite artists. */
export function FollowListButton({ listId }: { listId: string }) {
  const { data } = useQuery(ListForFollowListButtonQuery, { variables: { id: listId } });
  const { toggle, loading } = useListToggle('follow');
  const list = data?.list;
  if (!list || list.tags.includes('favorite-artists')) return null;
  const on = list.currentUserFollows;
  return (
    <Button
      variant={on ? 'filled' : 'default'}
      radius="xl"
      size="sm"
      leftSection={on ? <IconBellFilled size={16} aria-hidden /> : <IconBell size={16} aria-hidden />}
      loading={loading}
      aria-pressed={on}
      onClick={() => void toggle({ id: list.id, on, count: list.numberOfFollows })}
    >
      {on ? 'Following' : 'Follow'} · {formatCount(list.numberOfFollows)}
    </Button>
  );
}
