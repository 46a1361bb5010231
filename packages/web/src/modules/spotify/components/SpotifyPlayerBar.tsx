import { ActionIcon, Button, Group, Paper, Slider, Stack, Text } from '@mantine/core';
import {
  IconBrandSpotify,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipBack,
  IconPlayerSkipForward,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { formatDuration } from '../../../lib/format';
import { useDrawnHeight } from '../../../lib/useDrawnHeight';
import { PageEndRoom } from '../../../ui/PageEndRoom';
import type { SpotifyClient } from '../client';
import { disallowsOf, type PlayerAction, runPlayerCommand, seekPlayer } from '../controls';
import { usePlaybackState } from '../hooks/usePlaybackState';
import { useSeek } from '../hooks/useSeek';
import { spotifyClient, useSpotifyConnected } from '../session';

const barStyle = { position: 'fixed', left: 16, bottom: 16, zIndex: 200, width: 360 } as const;

/** Where the bar tells the video player (player/VideoPlayer.module.css) how much room it takes. */
export const BAR_ROOM_PROPERTY = '--earmark-spotify-bar-room';
/** The gap between the bar and what sits above it (the video player on a narrow screen). */
const BAR_GAP_PX = 8;

/**
 * The bar floats over the page: it gives its height to the video player, which sits above it where
 * the two do not fit side by side, and answers it for the room kept at the page's end.
 */
function useBarRoom(bar: React.RefObject<HTMLDivElement | null>) {
  const height = useDrawnHeight(bar);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty(BAR_ROOM_PROPERTY, `${Math.ceil(height) + BAR_GAP_PX}px`);
    return () => {
      root.removeProperty(BAR_ROOM_PROPERTY);
    };
  }, [height]);
  return height;
}

function ConnectedBar({ client }: { client: SpotifyClient }) {
  const { state, loaded, refresh } = usePlaybackState(client);
  const [busy, setBusy] = useState(false);
  const disallows = disallowsOf(state);
  const item = state?.item;
  const artists = item && 'artists' in item ? item.artists.map((artist) => artist.name).join(', ') : '';
  const durationMs = item?.duration_ms ?? 0;
  const seek = useSeek(state?.progress_ms ?? 0);
  const seekDisallowed = (disallows as { seeking?: boolean }).seeking === true;

  async function handleSeek(positionMs: number) {
    seek.hold(positionMs);
    try {
      await seekPlayer(client.api, positionMs, state?.device.id);
    } catch (error) {
      console.error(error);
    }
  }

  async function handle(action: PlayerAction) {
    setBusy(true);
    try {
      await runPlayerCommand(client.api, action, state?.device.id);
      await refresh();
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  }

  // Without a state every control is off except Play, which starts the first device.
  const off = (action: PlayerAction) => busy || (state ? disallows[action] === true : action !== 'resuming');
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate="end" data-testid="spotify-track">
            {item?.name ?? (loaded ? 'Nothing playing' : 'Spotify')}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {state ? `${artists} · ${state.device.name}` : 'Open Spotify on a device to play'}
          </Text>
        </div>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="default"
            aria-label="Previous"
            disabled={off('skipping_prev')}
            onClick={() => void handle('skipping_prev')}
          >
            <IconPlayerSkipBack size={16} />
          </ActionIcon>
          {state?.is_playing ? (
            <ActionIcon
              variant="default"
              aria-label="Pause"
              disabled={off('pausing')}
              onClick={() => void handle('pausing')}
            >
              <IconPlayerPause size={16} />
            </ActionIcon>
          ) : (
            <ActionIcon
              variant="default"
              aria-label="Play"
              disabled={off('resuming')}
              onClick={() => void handle('resuming')}
            >
              <IconPlayerPlay size={16} />
            </ActionIcon>
          )}
          <ActionIcon
            variant="default"
            aria-label="Next"
            disabled={off('skipping_next')}
            onClick={() => void handle('skipping_next')}
          >
            <IconPlayerSkipForward size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {durationMs > 0 && (
        <Group gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" w={36} data-testid="spotify-position">
            {formatDuration(seek.positionMs / 1000)}
          </Text>
          <Slider
            style={{ flex: 1 }}
            size="xs"
            min={0}
            max={durationMs}
            step={1000}
            value={Math.min(seek.positionMs, durationMs)}
            label={(value) => formatDuration(value / 1000)}
            thumbLabel="Seek"
            disabled={busy || seekDisallowed}
            onChange={seek.hold}
            onChangeEnd={(value) => void handleSeek(value)}
          />
          <Text size="xs" c="dimmed" w={36} ta="right">
            {formatDuration(durationMs / 1000)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** The admins' mini player bar: connect to Spotify, then what plays and its controls. */
export function SpotifyPlayerBar() {
  const client = spotifyClient();
  const connected = useSpotifyConnected();
  if (!client) return null;
  return <Bar client={client} connected={connected} />;
}

function Bar({ client, connected }: { client: SpotifyClient; connected: boolean }) {
  const bar = useRef<HTMLDivElement>(null);
  const room = useBarRoom(bar);
  return (
    <>
      <Paper
        ref={bar}
        withBorder
        shadow="md"
        radius="md"
        p="xs"
        role="region"
        aria-label="Spotify player"
        style={barStyle}
      >
        {connected ? (
          <ConnectedBar client={client} />
        ) : (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">Spotify player</Text>
            <Button
              size="xs"
              leftSection={<IconBrandSpotify size={14} />}
              onClick={() => void client.auth.connect().catch((error: unknown) => console.error(error))}
            >
              Connect Spotify
            </Button>
          </Group>
        )}
      </Paper>
      <PageEndRoom height={room} testId="spotify-player-room" />
    </>
  );
}
