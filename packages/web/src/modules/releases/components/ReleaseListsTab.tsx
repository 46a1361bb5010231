import { useQuery } from '@apollo/client/react';
import { ReleaseListsQuery } from '../graphql/releaseListsQuery';
import { ItemListsPanel } from './ItemListsPanel';

type Props = { releaseId: string };

export function ReleaseListsTab({ releaseId }: Props) {
  const { data, error } = useQuery(ReleaseListsQuery, { variables: { id: releaseId } });
  return <ItemListsPanel item={data?.release} error={error} noun="release" />;
}
