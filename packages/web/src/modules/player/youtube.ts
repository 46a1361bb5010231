/**
 * The YouTube IFrame Player API (https://developers.google.com/youtube/iframe_api_reference), the
 * part the video player uses, and its loader: the script is added once, when something first plays.
 */

export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api';

/** YT.PlayerState */
export const YT_STATE = { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } as const;

export type YouTubePlayer = {
  loadVideoById(videoId: string): void;
  loadPlaylist(options: { list: string; listType: 'playlist' }): void;
  playVideo(): void;
  pauseVideo(): void;
  stopVideo(): void;
  getPlaylist(): string[] | null;
  getPlaylistIndex(): number;
  destroy(): void;
};

export type YouTubePlayerOptions = {
  width: number;
  height: number;
  playerVars?: Record<string, string | number>;
  events?: {
    onReady?: (event: { target: YouTubePlayer }) => void;
    onStateChange?: (event: { data: number; target: YouTubePlayer }) => void;
    onError?: (event: { data: number }) => void;
  };
};

export type YouTubeNamespace = {
  Player: new (element: HTMLElement | string, options: YouTubePlayerOptions) => YouTubePlayer;
};

declare global {
  interface Window {
    YT?: YouTubeNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

let loading: Promise<YouTubeNamespace> | null = null;

/** The YT namespace, adding the API's script the first time (the API calls onYouTubeIframeAPIReady). */
export function loadYouTubeApi(): Promise<YouTubeNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  loading ??= new Promise<YouTubeNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    const script = document.createElement('script');
    script.src = YOUTUBE_API_URL;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('The YouTube player could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
