import { z } from 'zod';

/**
 * The MusicBrainz web service (/ws/2, fmt=json) shapes the importer reads; the JSON dumps use the
 * same shapes, one entity per line. Only the fields Earmark keeps are declared; the rest pass
 * unchecked. MusicBrainz writes "" or null for an absent optional value.
 */
const mbid = z.guid();
const optionalText = z.string().nullish();

/** Credits and search results show an artist's type too ("Person", "Group"…); lookups always do. */
const artistRef = z.object({
  id: mbid,
  name: z.string(),
  'sort-name': optionalText,
  disambiguation: optionalText,
  type: optionalText,
});

const artistCredit = z.array(z.object({ name: z.string(), joinphrase: optionalText, artist: artistRef }));

const relations = z
  .array(
    z.object({
      'target-type': optionalText,
      url: z.object({ resource: z.string() }).nullish(),
    }),
  )
  .nullish();

/** `genres` (inc=genres) and `tags` (inc=tags, search results) share one shape. */
const votes = z.array(z.object({ name: z.string(), count: z.number().nullish() })).nullish();

export const mbArtistSchema = artistRef.extend({ relations });

/** The lists an artist lookup embeds with inc=release-groups, releases or recordings. */
export const ARTIST_EMBEDDED_LISTS = ['release-groups', 'releases', 'recordings'] as const;

export const mbReleaseGroupSchema = z.object({
  id: mbid,
  title: z.string(),
  disambiguation: optionalText,
  'primary-type': optionalText,
  'secondary-types': z.array(z.string()).nullish(),
  'first-release-date': optionalText,
  'artist-credit': artistCredit.nullish(),
  genres: votes,
  tags: votes,
  relations,
});

/** A release's group as embedded in it: search results and some answers name it by MBID only. */
const embeddedGroupSchema = mbReleaseGroupSchema.extend({ title: z.string().nullish() });

const recordingFields = {
  id: mbid,
  title: z.string(),
  disambiguation: optionalText,
  /** A music video; search results may leave it out (then nothing is known). */
  video: z.boolean().nullish(),
  length: z.number().nullish(),
  'first-release-date': optionalText,
  'artist-credit': artistCredit.nullish(),
  /** With inc=isrcs (and in the dumps): the recording's ISRCs. */
  isrcs: z.array(z.unknown()).nullish(),
  relations,
};

/**
 * A track: `position` on its medium (lookups), `number` as printed ("4", "A2"); inside a
 * recording's own answer the recording is the parent, so the track names none.
 */
const mbTrackSchema = z.object({
  position: z.number().int().nullish(),
  number: optionalText,
  title: z.string(),
  length: z.number().nullish(),
  'artist-credit': artistCredit.nullish(),
  recording: z.object(recordingFields).nullish(),
});

/**
 * A medium lists its tracks as `tracks` (release lookups, browses, dumps) or `track` (releases
 * inside recording and search answers); `track-offset` is the number of the medium's tracks
 * before the first one listed, `track-count` how many it has in all. A CD's hidden track before
 * track 1 comes apart as `pregap` (position 0) and its data tracks as `data-tracks` (after the
 * last audio track); neither counts in `track-count`.
 */
const mbMediumSchema = z.object({
  position: z.number().int().nullish(),
  'track-count': z.number().int().nullish(),
  'track-offset': z.number().int().nullish(),
  tracks: z.array(mbTrackSchema).nullish(),
  track: z.array(mbTrackSchema).nullish(),
  pregap: mbTrackSchema.nullish(),
  'data-tracks': z.array(mbTrackSchema).nullish(),
});

export const mbReleaseSchema = z.object({
  id: mbid,
  title: z.string(),
  status: optionalText,
  date: optionalText,
  'release-events': z.array(z.object({ date: optionalText })).nullish(),
  'release-group': embeddedGroupSchema.nullish(),
  'artist-credit': artistCredit.nullish(),
  'label-info': z.array(z.object({ label: z.object({ name: z.string() }).nullish() })).nullish(),
  media: z.array(mbMediumSchema).nullish(),
  genres: votes,
  tags: votes,
  relations,
});

/** A recording; lookups with inc=releases and search results embed the releases that carry it. */
export const mbRecordingSchema = z.object({
  ...recordingFields,
  releases: z.array(mbReleaseSchema).nullish(),
});

export type MbArtistCredit = z.infer<typeof artistCredit>;
export type MbRelations = z.infer<typeof relations>;
export type MbVotes = z.infer<typeof votes>;
export type MbArtist = z.infer<typeof mbArtistSchema>;
export type MbReleaseGroup = z.infer<typeof mbReleaseGroupSchema>;
export type MbEmbeddedGroup = z.infer<typeof embeddedGroupSchema>;
export type MbRecording = z.infer<typeof mbRecordingSchema>;
export type MbTrack = z.infer<typeof mbTrackSchema>;
export type MbMedium = z.infer<typeof mbMediumSchema>;
export type MbRelease = z.infer<typeof mbReleaseSchema>;
