import { LIMITS } from '@earmark/shared';
import { Skeleton, Text, Title } from '@mantine/core';
import type { NetworkPageFieldsFragment } from '../../../graphql/generated/graphql';
import { PanelError } from '../../../ui/PanelError';
import { PagedResults, ResultsPager } from '../../../ui/ResultsPager';
import { MemberGrid } from '../../social';

export const NETWORK_PAGE_SIZE = LIMITS.activityPageSize;

type Props = {
  title: string;
  emptyTitle: string;
  emptyText: string;
  page: NetworkPageFieldsFragment | undefined;
  error: { message: string } | undefined;
  pageNumber: number;
  onPageChange: (page: number) => void;
};

/** "Followed by" or "Follows": members with follow actions, 20 a page. */
export function NetworkList({ title, emptyTitle, emptyText, page, error, pageNumber, onPageChange }: Props) {
  const pages = page ? Math.ceil(page.pageInfo.totalCount / NETWORK_PAGE_SIZE) : 0;
  return (
    <PagedResults page={pageNumber} label={title} gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {error && !page && <PanelError error={error} />}
      {!page && !error && <Skeleton height={120} radius="md" role="status" aria-label="Loading" />}
      {page && page.edges.length === 0 && (
        <div>
          <Text fw={700}>{emptyTitle}</Text>
          <Text size="sm" c="dimmed">
            {emptyText}
          </Text>
        </div>
      )}
      {page && page.edges.length > 0 && <MemberGrid users={page.edges} cols={{ base: 1, sm: 2 }} />}
      <ResultsPager total={pages} value={pageNumber} onChange={onPageChange} />
    </PagedResults>
  );
}
