import type { DataSourceType } from '@earmark/shared';
import { Button, Group } from '@mantine/core';
import { IconBrandSpotify, IconBrandYoutube, IconDatabase, IconDisc } from '@tabler/icons-react';

type Source = { type: DataSourceType; url: string };
type Props = { sources: readonly Source[] };

const SOURCE_INFO: Record<DataSourceType, { label: string; Icon: typeof IconDisc }> = {
  SPOTIFY: { label: 'Spotify', Icon: IconBrandSpotify },
  MUSICBRAINZ: { label: 'MusicBrainz', Icon: IconDatabase },
  DISCOGS: { label: 'Discogs', Icon: IconDisc },
  YOUTUBE: { label: 'YouTube', Icon: IconBrandYoutube },
};

/** Outbound links to where an item's data and audio come from. */
export function DataSourceLinks({ sources }: Props) {
  if (sources.length === 0) return null;
  return (
    <Group gap="xs">
      {sources.map(({ type, url }) => {
        const { label, Icon } = SOURCE_INFO[type];
        return (
          <Button
            key={`${type}-${url}`}
            component="a"
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="compact-sm"
            variant="default"
            leftSection={<Icon size={14} aria-hidden />}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
