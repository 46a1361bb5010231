import { useQuery } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { formatCount } from '../../../lib/format';
import { ListForLikeListButtonQuery } from '../graphql/ListForLikeListButton';
import { useListToggle } from '../hooks/useListToggle';

/** Like / Liked with the count; disabled on the member's own list. */
export function LikeListButton({ listId }: { listId: string }) {
  const { data } = useQuery(ListForLikeListButtonQuery, { variables: { id: listId } });
  const { toggle, loading } = useListToggle('like');
  const list = data?.list;
  if (!list) return null;
  const on = list.currentUserLikes;
  return (
    <Button
      variant={on ? 'filled' : 'default'}
      color="pink"
      radius="xl"
      size="sm"
      leftSection={on ? <IconHeartFilled size={16} aria-hidden /> : <IconHeart size={16} aria-hidden />}
      disabled={list.currentUserCreated}
      loading={loading}
      aria-pressed={on}
      onClick={() => void toggle({ id: list.id, on, count: list.numberOfLikes })}
    >
      {on ? 'Liked' : 'Like'} · {formatCount(list.numberOfLikes)}
    </Button>
  );
}
