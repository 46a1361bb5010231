import { useQuery } from '@apollo/client/react';
import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CoverImage } from '../../../ui/CoverImage';
import { useCurrentUser } from '../../auth';
import { releaseCardClasses as classes } from '../../releases';
import { MusicBrainzReleaseSearchQuery } from '../graphql/MusicBrainzReleaseSearch';
import { RESULT_COLS } from './SearchResultsGrid';

type Props = { query: string };

/**
 * Below a member's release results: what MusicBrainz finds that Earmark lacks, when Earmark
 * itself found fewer than five. Asked separately, so the local results never wait for it; when
 * MusicBrainz cannot answer, a quiet line says so. Opening one imports it (/mb/release-group/…).
 */
export function FromMusicBrainz({ query }: Props) {
  const member = useCurrentUser();
  const { data, loading } = useQuery(MusicBrainzReleaseSearchQuery, {
    variables: { query },
    skip: !member || query === '',
    // A page drawn by the server never waits for MusicBrainz: the browser asks once it shows.
    ssr: false,
  });
  if (!member) return null;
  if (loading && !data) {
    return (
      <Text size="sm" c="dimmed" aria-live="polite">
        Looking for more on MusicBrainz…
      </Text>
    );
  }
  const answer = data?.musicBrainzReleaseSearch;
  if (!answer?.asked) return null;
  if (answer.note) {
    return (
      <Text size="sm" c="dimmed" role="status">
        {answer.note}
      </Text>
    );
  }
  if (answer.releases.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="from-musicbrainz">
      <Title order={2} size="h4" id="from-musicbrainz">
        From MusicBrainz
      </Title>
      <Text size="sm" c="dimmed">
        Not on Earmark yet: open one to add it with its tracks, then log it.
      </Text>
      <SimpleGrid cols={RESULT_COLS} spacing="lg">
        {answer.releases.map((release) => (
          <Link
            key={release.mbid}
            to={release.link}
            className={classes.card}
            aria-label={`${release.title} by ${release.artistName}, from MusicBrainz`}
          >
            <Stack gap={6}>
              <CoverImage src={release.thumb} alt={`Cover of ${release.title}`} />
              <div>
                <Text fw={700} size="sm" lineClamp={2} className={classes.title}>
                  {release.title}
                  {release.disambiguation ? (
                    <Text span c="dimmed" fw={400} inherit>
                      {' '}
                      ({release.disambiguation})
                    </Text>
                  ) : null}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {[release.artistName, release.year].filter(Boolean).join(' · ')}
                </Text>
                <Badge size="xs" variant="light" color="gray" mt={4}>
                  from MusicBrainz
                </Badge>
              </div>
            </Stack>
          </Link>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
