import { useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ListUsersQuery } from '../graphql/ListUsers';
import { LIST_USERS_PAGE, ListUsersPanel } from './ListUsersPanel';

const STATUSES = ['liked', 'followed'] as const;
type Status = (typeof STATUSES)[number];

/** The users tab: members who liked or follow the list (?status=liked|followed), 20 a page. */
export function ListUsersTab({ listId }: { listId: string }) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status') ?? 'liked';
  const status = STATUSES.find((option) => option === raw);
  const requested = Number(search.get('page'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { data, error } = useQuery(ListUsersQuery, {
    variables: {
      id: listId,
      status: status === 'followed' ? 'FOLLOWED' : 'LIKED',
      offset: (page - 1) * LIST_USERS_PAGE,
      limit: LIST_USERS_PAGE,
    },
    skip: status === undefined,
  });
  if (status === undefined) return <Text c="red">Please enter a valid status.</Text>;
  const update = (next: { status?: Status; page?: number }) => {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'liked') params.set('status', nextStatus);
    const nextPage = next.status ? 1 : (next.page ?? page);
    if (nextPage > 1) params.set('page', String(nextPage));
    setSearch(params, { state: { scrollToTop: false } });
  };
  return (
    <ListUsersPanel
      users={data?.list?.users}
      error={error}
      status={status}
      page={page}
      onPageChange={(next) => update({ page: next })}
      onStatusChange={(next) => update({ status: next })}
    />
  );
}
