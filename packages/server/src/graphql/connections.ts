import type {
  ActivityRow,
  ArtistRow,
  ListItemRow,
  ListRow,
  LogRow,
  ReleaseRow,
  SongRow,
  UserRow,
} from '../db/rows.ts';
import { connectionType, edgeType } from './connection.ts';
import {
  ActivityRef,
  ArtistRef,
  ListItemRef,
  ListRef,
  LogRef,
  ReleaseRef,
  SongRef,
  UserRef,
} from './refs.ts';

/** The paged types: `{ edges { node } pageInfo { hasMore totalCount } }`. */
export const ReleaseEdgeRef = edgeType<ReleaseRow>('ReleaseEdge', ReleaseRef);
export const ReleaseConnectionRef = connectionType<ReleaseRow>('ReleaseConnection', ReleaseEdgeRef);
export const SongConnectionRef = connectionType<SongRow>(
  'SongConnection',
  edgeType<SongRow>('SongEdge', SongRef),
);
export const ArtistConnectionRef = connectionType<ArtistRow>(
  'ArtistConnection',
  edgeType<ArtistRow>('ArtistEdge', ArtistRef),
);
export const UserConnectionRef = connectionType<UserRow>(
  'UserConnection',
  edgeType<UserRow>('UserEdge', UserRef),
);
export const LogConnectionRef = connectionType<LogRow>('LogConnection', edgeType<LogRow>('LogEdge', LogRef));
export const ListConnectionRef = connectionType<ListRow>(
  'ListConnection',
  edgeType<ListRow>('ListEdge', ListRef),
);
export const ListItemConnectionRef = connectionType<ListItemRow>(
  'ListItemConnection',
  edgeType<ListItemRow>('ListItemEdge', ListItemRef),
);
export const ActivityConnectionRef = connectionType<ActivityRow>(
  'ActivityConnection',
  edgeType<ActivityRow>('ActivityEdge', ActivityRef),
);
