import { useQuery } from '@apollo/client/react';
import { Skeleton } from '@mantine/core';
import { ReleaseForActionsQuery } from '../graphql/ReleaseForActions';
import { ItemActions } from './ItemActions';

type Props = { releaseId: string; compact?: boolean };

/** A release's listening actions, loading their own flags (ReleaseForActions) by id. */
export function ReleaseActions({ releaseId, compact }: Props) {
  const { data } = useQuery(ReleaseForActionsQuery, { variables: { id: releaseId } });
  const release = data?.release;
  if (!release) return <Skeleton height={30} width={compact ? 160 : 420} radius="xl" />;
  return <ItemActions item={{ ...release, __typename: 'Release' }} compact={compact} />;
}
