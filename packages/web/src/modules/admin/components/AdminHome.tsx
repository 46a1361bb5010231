import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { PanelError } from '../../../ui/PanelError';
import { CurrentUserForAdminHome } from '../graphql/AdminQueries';

const percent = (part: number, whole: number) =>
  whole === 0 ? '0%' : `${Math.round((part / whole) * 100)}%`;

/** The admin home: how much of the catalog is matched and verified, and the staff's weeks. */
export function AdminHome() {
  const { data, error } = useQuery(CurrentUserForAdminHome, { fetchPolicy: 'cache-and-network' });
  if (error && !data) return <PanelError error={error} />;
  const stats = data?.mbDataStats;
  if (!stats) return <Skeleton height={200} radius="md" aria-label="Loading the statistics" />;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Title order={2} size="h4">
            Releases
          </Title>
          <Text size="sm">
            {stats.releasesMatched.toLocaleString()} of {stats.releases.toLocaleString()} matched (
            {percent(stats.releasesMatched, stats.releases)}), {stats.releasesVerified.toLocaleString()}{' '}
            verified, {stats.releasesNeedingMbCreated.toLocaleString()} need a MusicBrainz release
          </Text>
        </Stack>
        <Stack gap={4}>
          <Title order={2} size="h4">
            Recordings
          </Title>
          <Text size="sm">
            {stats.recordingsMatched.toLocaleString()} of {stats.recordings.toLocaleString()} matched (
            {percent(stats.recordingsMatched, stats.recordings)}), {stats.recordingsVerified.toLocaleString()}{' '}
            verified
          </Text>
        </Stack>
      </SimpleGrid>
      <Title order={2} size="h4">
        By week
      </Title>
      {stats.byWeek.length === 0 ? (
        <Text c="dimmed" size="sm">
          No staff work in the last twelve weeks.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label="Staff work by week">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Week of</Table.Th>
                <Table.Th>Matched</Table.Th>
                <Table.Th>Verified</Table.Th>
                <Table.Th>Marked created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.byWeek.map((week) => (
                <Table.Tr key={week.week}>
                  <Table.Td>{week.week}</Table.Td>
                  <Table.Td>{week.matched}</Table.Td>
                  <Table.Td>{week.verified}</Table.Td>
                  <Table.Td>{week.created}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
