import type { DataSourceType } from '@earmark/shared';
import { Button, Group } from '@mantine/core';
import { IconBrandSpotify, IconBrandYoutube, IconDatabase, IconDisc } from '@tabler/icons-react';
import { type SpotifyLinkTarget, spotifyHref } from '../lib/spotifyLinks';

type Source = { type: DataSourceType; url: string };
type Props = {
  sources: readonly Source[];
  /** The member's preference: NATIVE opens Spotify links in the app (`spotify:` URIs). */
  spotifyTarget?: SpotifyLinkTarget;
};

/** Whether the sources have a Spotify link (only then is the member's preference asked). */
export const hasSpotifySource = (sources: readonly Source[]) => sources.some((s) => s.type === 'SPOTIFY');

const SOURCE_INFO: Record<DataSourceType, { label: string; Icon: typeof IconDisc }> = {
  SPOTIFY: { label: 'Spotify', Icon: IconBrandSpotify },
  MUSICBRAINZ: { label: 'MusicBrainz', Icon: IconDatabase },
  DISCOGS: { label: 'Discogs', Icon: IconDisc },
  YOUTUBE: { label: 'YouTube', Icon: IconBrandYoutube },
};

/** Outbound links to where an item's data and audio come from. */
export function DataSourceLinks({ sources, spotifyTarget = 'WEB' }: Props) {
  if (sources.length === 0) return null;
  return (
    <Group gap="xs">
      {sources.map(({ type, url }) => {
        const { label, Icon } = SOURCE_INFO[type];
        const href = type === 'SPOTIFY' ? spotifyHref(url, spotifyTarget) : url;
        // The app opens from the link itself: a new tab would stay behind, empty.
        const inApp = href.startsWith('spotify:');
        return (
          <Button
            key={`${type}-${url}`}
            component="a"
            href={href}
            target={inApp ? undefined : '_blank'}
            rel={inApp ? undefined : 'noopener noreferrer'}
            title={inApp ? 'Open in the Spotify app' : undefined}
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
