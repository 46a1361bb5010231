import { supportEmail } from './appConfig';

// Destinations outside the app, shown in the top bar's resources menu and the footer.

/**
 * The support address, from the server's SUPPORT_EMAIL: read when drawn, not at import (the server's
 * renderer is given its configuration after it has loaded).
 */
export { supportEmail };
export const supportMailto = (): string => `mailto:${supportEmail()}`;
export const COMMUNITY_CHAT_URL = 'https://discord.gg/earmark';

export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/earmark.music' },
  { label: 'Bluesky', href: 'https://bsky.app/profile/earmark.music' },
  { label: 'Threads', href: 'https://www.threads.net/@earmark.music' },
] as const;

/** In-app routes that several places link to. */
export const ROUTES = {
  home: '/',
  help: '/welcome',
  faq: '/faq',
  privacy: '/privacy-policy',
  subscribe: '/subscribe',
  login: '/login',
  signup: '/signup',
  logout: '/logout',
  settings: '/settings',
  settingsExport: '/settings/export',
  settingsImport: '/settings/import',
  lists: '/lists',
  newList: '/lists/new',
  myLists: '/lists?view=personal',
  collection: '/collection',
  forLater: '/collection?type=releases&itemsListenStatus=for-later',
  search: '/search',
  admin: '/admin',
  user: (username: string) => `/users/${encodeURIComponent(username)}`,
  release: (id: string) => `/releases/${id}`,
  song: (id: string) => `/songs/${id}`,
  artist: (id: string) => `/artists/${id}`,
  list: (id: string) => `/lists/${id}`,
} as const;

type ItemRef = { __typename?: 'Release' | 'Song' | 'Artist'; id: string };

/** The page of a release, song or artist from a union member. */
export function itemHref(item: ItemRef): string {
  if (item.__typename === 'Song') return ROUTES.song(item.id);
  if (item.__typename === 'Artist') return ROUTES.artist(item.id);
  return ROUTES.release(item.id);
}
