import { z } from 'zod';

/**
 * The MusicBrainz web service (/ws/2, fmt=json) shapes the importer reads; the JSON dumps use the
 * same shapes, one entity per line. Only the fields Earmark keeps are declared; the rest pass
 * unchecked. MusicBrainz writes "" or null for an absent optional value.
 */
const mbid = z.guid();
const optionalText = z.string().nullish();

const artistRef = z.object({
  id: mbid,
  name: z.string(),
  'sort-name': optionalText,
  disambiguation: optionalText,
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

const genres = z.array(z.object({ name: z.string(), count: z.number().nullish() })).nullish();

export const mbArtistSchema = artistRef.extend({ relations });

export const mbReleaseGroupSchema = z.object({
  id: mbid,
  title: z.string(),
  'primary-type': optionalText,
  'secondary-types': z.array(z.string()).nullish(),
  'first-release-date': optionalText,
  'artist-credit': artistCredit.nullish(),
  genres,
  relations,
});

export const mbRecordingSchema = z.object({
  id: mbid,
  title: z.string(),
  length: z.number().nullish(),
  'first-release-date': optionalText,
  'artist-credit': artistCredit.nullish(),
  relations,
});

const mbTrackSchema = z.object({
  position: z.number().int().nullish(),
  title: z.string(),
  length: z.number().nullish(),
  'artist-credit': artistCredit.nullish(),
  recording: mbRecordingSchema,
});

const mbMediumSchema = z.object({
  position: z.number().int().nullish(),
  tracks: z.array(mbTrackSchema).nullish(),
});

export const mbReleaseSchema = z.object({
  id: mbid,
  title: z.string(),
  status: optionalText,
  'release-group': mbReleaseGroupSchema.nullish(),
  'artist-credit': artistCredit.nullish(),
  'label-info': z.array(z.object({ label: z.object({ name: z.string() }).nullish() })).nullish(),
  media: z.array(mbMediumSchema).nullish(),
  relations,
});

export type MbArtistCredit = z.infer<typeof artistCredit>;
export type MbRelations = z.infer<typeof relations>;
export type MbGenres = z.infer<typeof genres>;
export type MbArtist = z.infer<typeof mbArtistSchema>;
export type MbReleaseGroup = z.infer<typeof mbReleaseGroupSchema>;
export type MbRecording = z.infer<typeof mbRecordingSchema>;
export type MbMedium = z.infer<typeof mbMediumSchema>;
export type MbRelease = z.infer<typeof mbReleaseSchema>;
