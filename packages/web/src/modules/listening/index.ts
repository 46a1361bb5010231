/** What other features use of listening: they import it from here, never from its files. */
export type { ActionItem } from './actionItem';
export { ArtistFavoriteButton } from './components/ArtistFavoriteButton';
export { ArtistSaveForLaterMenu } from './components/ArtistSaveForLaterMenu';
export { ItemActions } from './components/ItemActions';
export { ItemActionsById } from './components/ItemActionsById';
export { ItemRowActions } from './components/ItemRowActions';
export { CheckReleaseMutation } from './graphql/CheckRelease';
export { CheckSongMutation } from './graphql/CheckSong';
export { showSignUpPrompt } from './guestPrompts';
export type { ListeningActionOptions } from './hooks/useListeningAction';
export type { ItemExtras } from './itemExtras';
export { ItemExtrasProvider } from './itemExtras';
