import { useQuery } from '@apollo/client/react';
import { Skeleton } from '@mantine/core';
import { SongForActionsQuery } from '../graphql/SongForActions';
import { ItemActions } from './ItemActions';

type Props = { songId: string; compact?: boolean };

/** A song's listening actions, loading their own flags (SongForActions) by id. */
export function SongActions({ songId, compact }: Props) {
  const { data } = useQuery(SongForActionsQuery, { variables: { id: songId } });
  const song = data?.song;
  if (!song) return <Skeleton height={30} width={compact ? 160 : 420} radius="xl" />;
  return <ItemActions item={{ ...song, __typename: 'Song' }} compact={compact} />;
}
