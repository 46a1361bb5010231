import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { showErrorToast } from '../../../ui/errorToast';
import { PanelError } from '../../../ui/PanelError';
import { ResultsPager } from '../../../ui/ResultsPager';
import { SetCreatedMbRelease } from '../graphql/AdminMutations';
import { DataForAdminReleasesList } from '../graphql/AdminQueries';

const PAGE = 50;

/** Releases that need a MusicBrainz release created, with their count, paged, "Mark as created". */
export function ReleasesToCreate() {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useQuery(DataForAdminReleasesList, {
    variables: { offset: (page - 1) * PAGE, limit: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const [markCreated, marking] = useMutation(SetCreatedMbRelease);
  if (error && !data) return <PanelError error={error} />;
  const list = data?.releasesThatNeedMbCreated;
  if (!list) return <Skeleton height={200} radius="md" aria-label="Loading the releases" />;
  const pages = Math.max(1, Math.ceil(list.pageInfo.totalCount / PAGE));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {list.pageInfo.totalCount.toLocaleString()} releases need a MusicBrainz release
      </Text>
      {/* A phone scrolls the table in its own box; the page stays the screen's width. */}
      <Table.ScrollContainer minWidth={560}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Release</Table.Th>
              <Table.Th>Artists</Table.Th>
              <Table.Th>Year</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.edges.map(({ node }) => (
              <Table.Tr key={node.id}>
                <Table.Td>
                  <Anchor component={Link} to={node.link}>
                    {node.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ArtistCredits artists={node.artists} />
                </Table.Td>
                <Table.Td>{node.year ?? ''}</Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="compact-xs"
                      variant="light"
                      loading={marking.loading && marking.data?.setCreatedMbRelease.id === node.id}
                      onClick={async () => {
                        try {
                          await markCreated({ variables: { id: node.id } });
                          await refetch();
                        } catch (failure) {
                          showErrorToast(failure instanceof Error ? failure.message : String(failure));
                        }
                      }}
                    >
                      Mark as created
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ResultsPager total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
