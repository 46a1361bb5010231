import type { Actions, PlaybackState, SpotifyApi } from '@spotify/web-api-ts-sdk';

export type PlayerAction = 'pausing' | 'resuming' | 'skipping_next' | 'skipping_prev';
export type Disallows = Partial<Record<PlayerAction, boolean>>;

/**
 * What the player may not do now. Spotify answers `actions: { disallows: {…} }` (the SDK's type
 * flattens it); an action missing from it is allowed.
 */
export function disallowsOf(state: PlaybackState | null): Disallows {
  const actions = state?.actions as (Actions & { disallows?: Disallows }) | undefined;
  return actions?.disallows ?? actions ?? {};
}

/**
 * The device to command: `deviceId` when it is among the account's devices, else the active one,
 * else the first. Logs and answers null when there is none.
 */
export async function pickDevice(api: SpotifyApi, deviceId?: string | null): Promise<string | null> {
  const { devices } = await api.player.getAvailableDevices();
  if (devices.length === 0) {
    console.log('No devices available');
    return null;
  }
  if (deviceId) {
    if (devices.some((device) => device.id === deviceId)) return deviceId;
    console.log('No device with id found');
    return null;
  }
  return (devices.find((device) => device.is_active) ?? devices[0])?.id ?? null;
}

/** Runs one player command on the playing device (or the one pickDevice finds). */
export async function runPlayerCommand(
  api: SpotifyApi,
  action: PlayerAction,
  deviceId?: string | null,
): Promise<boolean> {
  const device = await pickDevice(api, deviceId);
  if (!device) return false;
  if (action === 'resuming') await api.player.startResumePlayback(device);
  else if (action === 'pausing') await api.player.pausePlayback(device);
  else if (action === 'skipping_next') await api.player.skipToNext(device);
  else await api.player.skipToPrevious(device);
  return true;
}

/** Moves the playing track to `positionMs` on the playing device (or the one pickDevice finds). */
export async function seekPlayer(
  api: SpotifyApi,
  positionMs: number,
  deviceId?: string | null,
): Promise<boolean> {
  const device = await pickDevice(api, deviceId);
  if (!device) return false;
  await api.player.seekToPosition(Math.round(positionMs), device);
  return true;
}
