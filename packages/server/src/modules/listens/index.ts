/** The listens module's surface: the listen history, its matcher and the ListenBrainz-compatible API. */
export { type NewListen, type RecordedListens, recordListens } from './commands/record-listens.ts';
export { LISTENBRAINZ_ROOT, listenBrainzRoutes } from './listenbrainz-routes.ts';
export { type ListenMatch, type ListenToMatch, matchListens } from './match-listen.ts';
export { bareTitle, mainArtist, nameKey } from './names.ts';
