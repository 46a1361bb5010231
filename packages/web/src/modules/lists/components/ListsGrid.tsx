import { LIMITS } from '@earmark/shared';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ListCardFieldsFragment } from '../../../graphql/generated/graphql';
import { useClampToLastPage } from '../../../lib/useClampToLastPage';
import { CardGridSkeleton } from '../../../ui/CardGridSkeleton';
import { PanelError } from '../../../ui/PanelError';
import { PagedResults, ResultsPager } from '../../../ui/ResultsPager';
import { ListCard } from './ListCard';

const COLS = { base: 1, xs: 2, md: 3, lg: 4 } as const;

type Props = {
  lists: readonly ListCardFieldsFragment[] | undefined;
  totalCount: number;
  page: number;
  error: { message: string } | undefined;
  emptyText: string;
  /** `replace` when a page past the last goes to the last one (the entry past the end is not kept). */
  onPageChange: (page: number, options?: { replace: boolean }) => void;
};

/** One page of lists as cards (12 a page), with the count of lists and the pages. */
export function ListsGrid(props: Props) {
  return (
    <PagedResults page={props.page} label="Lists" gap="md">
      <ListsPage {...props} />
    </PagedResults>
  );
}

function ListsPage({ lists, totalCount, page, error, emptyText, onPageChange }: Props) {
  const pages = Math.max(1, Math.ceil(totalCount / LIMITS.listsPageSize));
  const clamping = useClampToLastPage(page, lists ? pages : undefined, (last) =>
    onPageChange(last, { replace: true }),
  );
  if (error && !lists) return <PanelError error={error} />;
  if (!lists || clamping) return <CardGridSkeleton count={LIMITS.listsPageSize} cols={COLS} />;
  if (lists.length === 0) {
    return (
      <Stack align="center" gap={4} py="xl">
        <Title order={3}>No lists</Title>
        <Text c="dimmed">{emptyText}</Text>
      </Stack>
    );
  }
  return (
    <>
      <Text size="sm" c="dimmed">
        {totalCount === 1 ? '1 list' : `${totalCount.toLocaleString('en-US')} lists`}
      </Text>
      <SimpleGrid cols={COLS} spacing="md">
        {lists.map((list) => (
          <ListCard key={list.id} list={list} />
        ))}
      </SimpleGrid>
      <ResultsPager total={pages} value={page} onChange={(value) => onPageChange(value)} />
    </>
  );
}
