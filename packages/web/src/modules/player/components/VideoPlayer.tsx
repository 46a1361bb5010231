import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerSkipForward,
  IconX,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useDrawnHeight } from '../../../lib/useDrawnHeight';
import { PageEndRoom } from '../../../ui/PageEndRoom';
import { currentItem, hasNext, songPlayerState, type VideoStatus } from '../queue';
import { dispatchPlayer, usePlayerQueue } from '../store';
import { loadYouTubeApi, type YouTubePlayer, YT_STATE } from '../youtube';
import classes from './VideoPlayer.module.css';

/** The player is 400 wide and 225 high (16:9); narrower on a screen with less room. */
export const VIDEO_WIDTH = 400;
export const VIDEO_HEIGHT = 225;

const STATUS_BY_YT: Record<number, VideoStatus | undefined> = {
  [YT_STATE.UNSTARTED]: 'unstarted',
  [YT_STATE.PLAYING]: 'playing',
  [YT_STATE.PAUSED]: 'paused',
};

function handleStateChange(player: YouTubePlayer, state: number) {
  if (state === YT_STATE.ENDED) {
    const playlist = player.getPlaylist();
    const playlistHasNext = !!playlist && player.getPlaylistIndex() < playlist.length - 1;
    dispatchPlayer({ type: 'ended', playlistHasNext });
    return;
  }
  const status = STATUS_BY_YT[state];
  if (status) dispatchPlayer({ type: 'status', status });
}

/** Creates the YouTube player once (loading the API script on first use) and destroys it on unmount. */
function useYouTubePlayer(host: React.RefObject<HTMLDivElement | null>) {
  const [player, setPlayer] = useState<YouTubePlayer | null>(null);
  useEffect(() => {
    let created: YouTubePlayer | null = null;
    let cancelled = false;
    loadYouTubeApi()
      .then((YT) => {
        if (cancelled || !host.current) return;
        created = new YT.Player(host.current, {
          width: VIDEO_WIDTH,
          height: VIDEO_HEIGHT,
          playerVars: { autoplay: 1, playsinline: 1, rel: 0 },
          events: {
            onReady: (event) => setPlayer(event.target),
            onStateChange: (event) => handleStateChange(event.target, event.data),
            onError: (event) => console.error(`YouTube player error ${event.data}`),
          },
        });
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [host]);
  return player;
}

/**
 * The embedded video player, docked at the bottom of the page while something plays: the current
 * song's title and artists, play / pause, next, and stop (which clears the current item).
 */
export function VideoPlayer() {
  const queue = usePlayerQueue();
  const item = currentItem(queue);
  const song = songPlayerState(queue);
  const host = useRef<HTMLDivElement>(null);
  const player = useYouTubePlayer(host);
  const [minimised, setMinimised] = useState(false);
  const dock = useRef<HTMLDivElement>(null);
  const dockHeight = useDrawnHeight(dock);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` says when the current item must be (re)loaded
  useEffect(() => {
    if (!player) return;
    if (!item) player.stopVideo();
    else if (item.audioType === 'youtube-video') player.loadVideoById(item.audioId);
    else player.loadPlaylist({ list: item.audioId, listType: 'playlist' });
  }, [player, queue.loads, item === null]);

  return (
    <>
      <Paper
        ref={dock}
        withBorder
        shadow="md"
        radius="md"
        p="xs"
        role="region"
        aria-label="Video player"
        className={classes.dock}
        data-minimised={minimised || undefined}
        style={{ display: item ? undefined : 'none' }}
      >
        <Stack gap={6}>
          <div className={classes.video}>
            <div ref={host} />
          </div>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} truncate="end" data-testid="player-title">
                {song.title}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {song.artists}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              {song.status === 'playing' ? (
                <ActionIcon variant="default" aria-label="Pause" onClick={() => player?.pauseVideo()}>
                  <IconPlayerPause size={16} />
                </ActionIcon>
              ) : (
                <ActionIcon variant="default" aria-label="Play" onClick={() => player?.playVideo()}>
                  <IconPlayerPlay size={16} />
                </ActionIcon>
              )}
              <ActionIcon
                variant="default"
                aria-label="Next"
                disabled={!hasNext(queue)}
                onClick={() => dispatchPlayer({ type: 'next' })}
              >
                <IconPlayerSkipForward size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={minimised ? 'Show the video' : 'Minimise'}
                aria-expanded={!minimised}
                onClick={() => setMinimised((value) => !value)}
              >
                {minimised ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label="Stop"
                onClick={() => dispatchPlayer({ type: 'stop' })}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Stack>
      </Paper>
      {item && <PageEndRoom height={dockHeight} testId="video-player-room" />}
    </>
  );
}
