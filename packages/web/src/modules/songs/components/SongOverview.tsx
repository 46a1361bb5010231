import type { SongRole } from '@earmark/shared';
import { Anchor, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { SongQueryQuery } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';
import { ArtistCredits } from '../../../ui/ArtistCredits';
import { CoverImage } from '../../../ui/CoverImage';

type Song = NonNullable<SongQueryQuery['song']>;
type Props = { song: Song };

const ROLE_LABELS: Record<SongRole, string> = {
  MAIN: 'Artist',
  FEATURED: 'Featuring',
  REMIXER: 'Remixer',
  PRODUCER: 'Producer',
  COMPOSER: 'Composer',
};
const ROLE_ORDER = Object.keys(ROLE_LABELS) as SongRole[];

/** The song's overview tab: its credits by role and, unless hidden, the release it is on. */
export function SongOverview({ song }: Props) {
  const roles = ROLE_ORDER.map((role) => ({
    role,
    artists: song.roles.filter((credit) => credit.role === role).map((credit) => credit.artist),
  })).filter(({ artists }) => artists.length > 0);
  const release = song.hideReleaseLink ? null : song.release;
  return (
    <SimpleGrid cols={{ base: 1, sm: release ? 2 : 1 }} spacing="xl">
      <section aria-labelledby="credits-heading">
        <Title order={2} id="credits-heading" mb="sm">
          Credits
        </Title>
        {roles.length === 0 ? (
          <Text c="dimmed">No credits are known for this song yet.</Text>
        ) : (
          <Stack gap={6} component="dl" m={0}>
            {roles.map(({ role, artists }) => (
              <Group key={role} gap="sm" wrap="nowrap" align="baseline">
                <Text component="dt" size="sm" c="dimmed" w={96} style={{ flex: 'none' }}>
                  {artists.length > 1 && role !== 'MAIN' && role !== 'FEATURED'
                    ? `${ROLE_LABELS[role]}s`
                    : ROLE_LABELS[role]}
                </Text>
                <Text component="dd" m={0} fw={600}>
                  <ArtistCredits
                    artists={artists.map((a, i) => ({
                      ...a,
                      joinPhrase: i < artists.length - 1 ? ', ' : '',
                    }))}
                  />
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </section>
      {release && (
        <section aria-labelledby="release-heading">
          <Title order={2} id="release-heading" mb="sm">
            Release
          </Title>
          <Paper withBorder radius="lg" p="sm">
            <Group wrap="nowrap" gap="md">
              <Box w={72} style={{ flex: 'none' }}>
                <CoverImage src={release.thumb} alt={`Cover of ${release.title}`} radius="sm" />
              </Box>
              <div style={{ minWidth: 0 }}>
                <Anchor component={Link} to={ROUTES.release(release.id)} fw={700} c="bright" lineClamp={1}>
                  {release.title}
                </Anchor>
                <Text size="sm" c="dimmed" lineClamp={1}>
                  <ArtistCredits artists={release.artists} />
                  {release.year ? ` · ${release.year}` : ''}
                </Text>
              </div>
            </Group>
          </Paper>
        </section>
      )}
    </SimpleGrid>
  );
}
