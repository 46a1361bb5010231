import type { MirrorQuery } from './mirror-source.ts';

/** A MusicBrainz partial date (year, month, day columns) as written: "1997", "1997-05", "1997-05-12". */
function written(y: string, m: string, d: string): string {
  const year = `lpad(${y}::text, 4, '0')`;
  const month = `${year} || '-' || lpad(${m}::text, 2, '0')`;
  return `case when ${y} is null then null when ${m} is null then ${year}
    when ${d} is null then ${month} else ${month} || '-' || lpad(${d}::text, 2, '0') end`;
}

export type GroupRow = {
  id: number;
  gid: string;
  name: string;
  comment: string;
  primary_type: string | null;
  secondary_types: string[];
  first_release_date: string | null;
  artist_credit: number;
};

export type ReleaseRow = {
  id: number;
  gid: string;
  name: string;
  release_group: number;
  artist_credit: number;
  status: string | null;
  events: string[];
  label: string | null;
};

export type MediumRow = { id: number; release: number; position: number };

export type TrackRow = {
  medium: number;
  position: number;
  number: string;
  name: string;
  length: number | null;
  artist_credit: number;
  is_data_track: boolean;
  recording: number;
};

export type RecordingRow = {
  id: number;
  gid: string;
  name: string;
  comment: string;
  length: number | null;
  video: boolean;
  artist_credit: number;
  first_release_date: string | null;
  isrcs: string[];
};

export type CreditRow = { artist_credit: number; name: string; join_phrase: string; artist: number };

export type ArtistRow = {
  id: number;
  gid: string;
  name: string;
  sort_name: string;
  comment: string;
  type: string | null;
};

export type VoteRow = { owner: number; name: string; count: number };
export type UrlRow = { owner: number; url: string };

/** Everything one batch of release groups needs, read with one statement per table. */
export type MirrorBatch = {
  groups: GroupRow[];
  genres: VoteRow[];
  releases: ReleaseRow[];
  media: MediumRow[];
  tracks: TrackRow[];
  recordings: RecordingRow[];
  credits: CreditRow[];
  artists: ArtistRow[];
  urls: Record<UrlOwner, UrlRow[]>;
};

export type UrlOwner = 'artist' | 'release_group' | 'release' | 'recording';

/** The URL relations of one entity type (Spotify, Discogs… are picked by the import's mapping). */
const URLS: Record<UrlOwner, string> = {
  artist:
    'select l.entity0 as owner, u.url from l_artist_url l join url u on u.id = l.entity1 where l.entity0 = any($1::int[]) order by l.entity0, l.id',
  release_group:
    'select l.entity0 as owner, u.url from l_release_group_url l join url u on u.id = l.entity1 where l.entity0 = any($1::int[]) order by l.entity0, l.id',
  release:
    'select l.entity0 as owner, u.url from l_release_url l join url u on u.id = l.entity1 where l.entity0 = any($1::int[]) order by l.entity0, l.id',
  recording:
    'select l.entity0 as owner, u.url from l_recording_url l join url u on u.id = l.entity1 where l.entity0 = any($1::int[]) order by l.entity0, l.id',
};

const GROUPS = `select rg.id, rg.gid::text as gid, rg.name, rg.comment, pt.name as primary_type, rg.artist_credit,
    ${written('m.first_release_date_year', 'm.first_release_date_month', 'm.first_release_date_day')} as first_release_date,
    array(select st.name from release_group_secondary_type_join j
      join release_group_secondary_type st on st.id = j.secondary_type
      where j.release_group = rg.id order by st.child_order, st.id) as secondary_types
  from release_group rg
  left join release_group_primary_type pt on pt.id = rg.type
  left join release_group_meta m on m.id = rg.id
  where rg.id = any($1::int[]) order by rg.id`;

/** A group's genres are its tags that name a genre, with their votes (the web service's `genres`). */
const GENRES = `select rgt.release_group as owner, t.name, rgt.count from release_group_tag rgt
  join tag t on t.id = rgt.tag join genre g on lower(g.name) = lower(t.name)
  where rgt.release_group = any($1::int[]) and rgt.count > 0`;

const EVENTS = `select ${written('e.date_year', 'e.date_month', 'e.date_day')} as date, e.date_year, e.date_month, e.date_day
  from (select date_year, date_month, date_day from release_country where release = r.id
        union all select date_year, date_month, date_day from release_unknown_country where release = r.id) e`;

/**
 * One release per group, the one the import's track-list rule would take first when a group's
 * releases are read in this order: those with tracks only, Official first, then the earliest
 * release event, then the oldest row. Only that release's media and tracks are read.
 */
const RELEASES = `select distinct on (r.release_group) r.id, r.gid::text as gid, r.name, r.release_group,
    r.artist_credit, s.name as status,
    array(select ev.date from (${EVENTS}) ev where ev.date is not null) as events,
    (select l.name from release_label rl join label l on l.id = rl.label
      where rl.release = r.id order by rl.id limit 1) as label
  from release r left join release_status s on s.id = r.status
  where r.release_group = any($1::int[])
    and exists (select 1 from medium m join track t on t.medium = m.id where m.release = r.id)
  order by r.release_group, s.name is not distinct from 'Official' desc,
    (select min(ev.date_year * 10000 + coalesce(ev.date_month, 0) * 100 + coalesce(ev.date_day, 0))
      from (${EVENTS}) ev) nulls last,
    r.id`;

const MEDIA =
  'select id, release, position from medium where release = any($1::int[]) order by release, position, id';

const TRACKS = `select medium, position, number, name, length, artist_credit, is_data_track, recording
  from track where medium = any($1::int[]) order by medium, position, id`;

const RECORDINGS = `select r.id, r.gid::text as gid, r.name, r.comment, r.length, r.video, r.artist_credit,
    ${written('d.year', 'd.month', 'd.day')} as first_release_date,
    array(select i.isrc::text from isrc i where i.recording = r.id order by i.isrc) as isrcs
  from recording r left join recording_first_release_date d on d.recording = r.id
  where r.id = any($1::int[])`;

const CREDITS = `select artist_credit, name, join_phrase, artist from artist_credit_name
  where artist_credit = any($1::int[]) order by artist_credit, position`;

const ARTISTS = `select a.id, a.gid::text as gid, a.name, a.sort_name, a.comment, t.name as type
  from artist a left join artist_type t on t.id = a.type where a.id = any($1::int[])`;

const unique = (values: Iterable<number>) => [...new Set(values)];

/** Reads a batch of release groups (by mirror id) with their chosen releases, tracks and artists. */
export async function readGroups(query: MirrorQuery, groupIds: readonly number[]): Promise<MirrorBatch> {
  const groups = await query<GroupRow>(GROUPS, [groupIds]);
  const ids = groups.map((g) => g.id);
  // One connection runs one statement at a time: they are awaited in turn.
  const genres = await query<VoteRow>(GENRES, [ids]);
  const releases = await query<ReleaseRow>(RELEASES, [ids]);
  const groupUrls = await query<UrlRow>(URLS.release_group, [ids]);
  const media = await query<MediumRow>(MEDIA, [releases.map((r) => r.id)]);
  const tracks = await query<TrackRow>(TRACKS, [media.map((m) => m.id)]);
  const recordingIds = unique(tracks.map((t) => t.recording));
  const recordings = await query<RecordingRow>(RECORDINGS, [recordingIds]);
  const releaseUrls = await query<UrlRow>(URLS.release, [releases.map((r) => r.id)]);
  const recordingUrls = await query<UrlRow>(URLS.recording, [recordingIds]);
  const creditIds = unique([
    ...groups.map((g) => g.artist_credit),
    ...releases.map((r) => r.artist_credit),
    ...tracks.map((t) => t.artist_credit),
    ...recordings.map((r) => r.artist_credit),
  ]);
  const credits = await query<CreditRow>(CREDITS, [creditIds]);
  const { artists, urls } = await readArtists(query, unique(credits.map((c) => c.artist)));
  return {
    groups,
    genres,
    releases,
    media,
    tracks,
    recordings,
    credits,
    artists,
    urls: { artist: urls, release_group: groupUrls, release: releaseUrls, recording: recordingUrls },
  };
}

/** Artists by mirror id, with their URL relations. */
export async function readArtists(
  query: MirrorQuery,
  artistIds: readonly number[],
): Promise<{ artists: ArtistRow[]; urls: UrlRow[] }> {
  const artists = await query<ArtistRow>(ARTISTS, [artistIds]);
  const urls = await query<UrlRow>(URLS.artist, [artistIds]);
  return { artists, urls };
}
