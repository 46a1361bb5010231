import type {
  ActivityRow,
  ArtistRow,
  CreditRow,
  ListItemRow,
  ListRow,
  ListSectionRow,
  LogRow,
  ReleaseRow,
  SongRow,
  TrackRow,
  UserRow,
} from '../db/rows.ts';
import { builder } from './builder.ts';

/**
 * Every object type is declared here and implemented in its module's schema.ts, so modules can
 * point at each other's types without importing each other.
 */
export const ReleaseRef = builder.objectRef<ReleaseRow>('Release');
export const SongRef = builder.objectRef<SongRow>('Song');
export const ArtistRef = builder.objectRef<ArtistRow>('Artist');
export const TrackRef = builder.objectRef<TrackRow>('Track');
export const ArtistCreditRef = builder.objectRef<CreditRow>('ArtistCredit');
export const UserRef = builder.objectRef<UserRow>('User');
export const LogRef = builder.objectRef<LogRow>('Log');
export const ListRef = builder.objectRef<ListRow>('List');
export const ListSectionRef = builder.objectRef<ListSectionRow>('ListSection');
export const ListItemRef = builder.objectRef<ListItemRow>('ListItem');
export const ActivityRef = builder.objectRef<ActivityRow>('Activity');
