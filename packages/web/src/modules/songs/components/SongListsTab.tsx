import { useQuery } from '@apollo/client/react';
import { ItemListsPanel, moreListsVariables } from '../../releases';
import { SongListsQuery } from '../graphql/songListsQuery';

type Props = { songId: string };

export function SongListsTab({ songId }: Props) {
  const { data, error, fetchMore } = useQuery(SongListsQuery, { variables: { id: songId } });
  return (
    <ItemListsPanel
      item={data?.song}
      error={error}
      noun="song"
      onLoadMore={(section, offset) => fetchMore({ variables: moreListsVariables(section, offset) })}
    />
  );
}
