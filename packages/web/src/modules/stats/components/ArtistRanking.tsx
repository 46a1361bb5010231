import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StatsArtistFieldsFragment } from '../../../graphql/generated/graphql';
import { ROUTES } from '../../../lib/links';

type Props = {
  title: string;
  artists: readonly StatsArtistFieldsFragment[];
  /** What is counted, one and many: ["listen", "listens"]. */
  unit: readonly [string, string];
};

/** A numbered list of artists with their count ("12 listens"); unmatched names are not links. */
export function ArtistRanking({ title, artists, unit }: Props) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {artists.length === 0 ? (
        <Text c="dimmed" size="sm">
          None yet.
        </Text>
      ) : (
        <List type="ordered" spacing={4} size="sm">
          {artists.map((artist) => (
            <List.Item key={`${artist.artistId ?? ''}:${artist.name}`}>
              {artist.artistId ? (
                <Anchor component={Link} to={ROUTES.artist(artist.artistId)} inherit>
                  {artist.name}
                </Anchor>
              ) : (
                artist.name
              )}{' '}
              <Text span c="dimmed" size="sm">
                · {artist.count} {artist.count === 1 ? unit[0] : unit[1]}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
