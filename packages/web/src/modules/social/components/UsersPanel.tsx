import { LIMITS } from '@earmark/shared';
import { SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import type { UserRowFieldsFragment } from '../../../graphql/generated/graphql';
import { plural } from '../../../lib/format';
import { EmptyPanel } from '../../../ui/EmptyPanel';
import { PanelError } from '../../../ui/PanelError';
import { PagedResults, ResultsPager } from '../../../ui/ResultsPager';
import { MemberGrid } from './MemberRow';

export const USERS_PAGE_SIZE = LIMITS.activityPageSize;

type Users = { edges: readonly { node: UserRowFieldsFragment }[]; pageInfo: { totalCount: number } };
type StatusOption<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  users: Users | undefined;
  error: { message: string } | undefined;
  emptyMessage: string;
  page: number;
  onPageChange: (page: number) => void;
  /** A status switch (listened, liked…) above the list, when the tab has one. */
  statuses?: readonly StatusOption<T>[];
  status?: T;
  onStatusChange?: (status: T) => void;
};

/** A users tab (a release, song, artist or list): status switch, members, pages of 20. */
export function UsersPanel<T extends string>(props: Props<T>) {
  const { users, error, emptyMessage, page, onPageChange, statuses, status, onStatusChange } = props;
  const pages = users ? Math.ceil(users.pageInfo.totalCount / USERS_PAGE_SIZE) : 0;
  return (
    <Stack gap="md">
      {statuses && status && onStatusChange && (
        <SegmentedControl
          aria-label="Status"
          value={status}
          data={statuses.map(({ value, label }) => ({ value, label }))}
          onChange={(value) => onStatusChange(value as T)}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      <PagedResults page={page} label="Users" gap="md">
        {error && !users && <PanelError error={error} />}
        {!users && !error && <Skeleton height={160} radius="md" role="status" aria-label="Loading" />}
        {users && users.edges.length === 0 && <EmptyPanel title="No users yet" message={emptyMessage} />}
        {users && users.edges.length > 0 && (
          <>
            <Text size="sm" c="dimmed">
              {plural(users.pageInfo.totalCount, 'user')}
            </Text>
            <MemberGrid users={users.edges} cols={{ base: 1, sm: 2, md: 3 }} />
          </>
        )}
        <ResultsPager total={pages} value={page} onChange={onPageChange} />
      </PagedResults>
    </Stack>
  );
}
