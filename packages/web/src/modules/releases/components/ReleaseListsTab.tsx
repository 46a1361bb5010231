import { useQuery } from '@apollo/client/react';
import { ReleaseListsQuery } from '../graphql/releaseListsQuery';
import { ItemListsPanel, moreListsVariables } from './ItemListsPanel';

type Props = { releaseId: string };

export function ReleaseListsTab({ releaseId }: Props) {
  const { data, error, fetchMore } = useQuery(ReleaseListsQuery, { variables: { id: releaseId } });
  return (
    <ItemListsPanel
      item={data?.release}
      error={error}
      noun="release"
      onLoadMore={(section, offset) => fetchMore({ variables: moreListsVariables(section, offset) })}
    />
  );
}
