import { useQuery } from '@apollo/client/react';
import { useUsersTabParams } from '../../releases';
import { USERS_PAGE_SIZE, UsersPanel } from '../../social';
import { ArtistUsersQuery } from '../graphql/ArtistUsers';

const NO_STATUSES = ['favorited'] as const;

type Props = { artistId: string };

/** Members who favorited the artist (the only reaction an artist takes). */
export function ArtistUsersTab({ artistId }: Props) {
  const { page, setPage } = useUsersTabParams(NO_STATUSES);
  const { data, error } = useQuery(ArtistUsersQuery, {
    variables: { id: artistId, offset: (page - 1) * USERS_PAGE_SIZE, limit: USERS_PAGE_SIZE },
  });
  return (
    <UsersPanel
      users={data?.artist?.users}
      error={error}
      emptyMessage="No users have favorited this artist yet"
      page={page}
      onPageChange={setPage}
    />
  );
}
