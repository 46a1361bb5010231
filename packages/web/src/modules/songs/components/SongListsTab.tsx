import { useQuery } from '@apollo/client/react';
import { ItemListsPanel } from '../../releases/components/ItemListsPanel';
import { SongListsQuery } from '../graphql/songListsQuery';

type Props = { songId: string };

export function SongListsTab({ songId }: Props) {
  const { data, error } = useQuery(SongListsQuery, { variables: { id: songId } });
  return <ItemListsPanel item={data?.song} error={error} noun="song" />;
}
