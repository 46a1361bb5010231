/** The listens feature: what other features show of a member's listen history. */
export { ListenedTracksNote } from './components/ListenedTracksNote';
export { RecentListens } from './components/RecentListens';
