import type { MusicBrainzApi } from 'musicbrainz-api';
import { z } from 'zod';
import type { Db } from '../db/open-db.ts';
import { applyEntities } from './apply-batch.ts';
import { mapArtist, mapReleaseGroup } from './map-entities.ts';
import { mapRelease } from './map-release.ts';
import { type MbReleaseGroup, mbArtistSchema, mbReleaseGroupSchema, mbReleaseSchema } from './mb-json.ts';
import { type ImportProgress, silentProgress } from './progress.ts';
import { emptyCounts, type ImportEntity, type OutcomeCounts } from './records.ts';
import { TrackChoices } from './track-choice.ts';

/** The web service's page size limit. */
const PAGE = 100;

const groupPage = z.object({
  'release-groups': z.array(mbReleaseGroupSchema),
  'release-group-count': z.number(),
  'release-group-offset': z.number().nullish(),
});
const releasePage = z.object({ releases: z.array(mbReleaseSchema) });

export type ArtistImportOptions = { client: MusicBrainzApi; artistMbid: string; progress?: ImportProgress };

export type ArtistImportResult = {
  artist: string;
  releaseGroups: number;
  releases: number;
  /** The artist, each release group and each release, by what writing it did. */
  counts: OutcomeCounts;
  seconds: number;
};

/** A request failed after its retries; the groups before it are imported, nothing of the rest. */
export class ArtistImportError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly done: number,
    readonly total: number | null,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      total === null
        ? `${reason}; nothing was imported.`
        : `${reason}; ${done} of ${total} release groups were imported, the others not at all (run it again to finish).`,
    );
  }
}

/** Every release group of the artist, page by page (`release-group-offset` … `release-group-count`). */
async function browseGroups(client: MusicBrainzApi, artist: string): Promise<MbReleaseGroup[]> {
  const groups: MbReleaseGroup[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = groupPage.parse(
      await client.browse('release-group', { artist, limit: PAGE, offset }, [
        'artist-credits',
        'genres',
        'url-rels',
      ]),
    );
    groups.push(...page['release-groups']);
    if (page['release-groups'].length === 0 || groups.length >= page['release-group-count']) return groups;
  }
}

/**
 * The first page of a group's releases with their track lists; the track-list rule (first
 * official release in the order the web service lists them) only needs the first ones.
 */
async function browseReleases(client: MusicBrainzApi, group: MbReleaseGroup): Promise<ImportEntity[]> {
  const page = releasePage.parse(
    await client.browse('release', { 'release-group': group.id, limit: 25 }, [
      'recordings',
      'isrcs',
      'artist-credits',
      'labels',
      'genres',
      'url-rels',
    ]),
  );
  return page.releases.map((release) => ({ kind: 'release', release: mapRelease(release, group) }));
}

/**
 * Imports one artist and their release groups from the web service (MUSICBRAINZ_URL), one
 * request at a time at most once a second. The artist and the list of groups are read first;
 * then each group is written with its releases in one transaction (the artist with the first),
 * with the same upserts as a dump import, so a rerun changes nothing and a failed request
 * leaves no group half-written.
 */
export async function importArtist(db: Db, options: ArtistImportOptions): Promise<ArtistImportResult> {
  const started = Date.now();
  const { client } = options;
  const progress = options.progress ?? silentProgress;
  const counts = emptyCounts();
  const choices = new TrackChoices();
  const write = async (entities: ImportEntity[]) => {
    const result = await db
      .transaction((tx) => applyEntities(tx, entities, choices))
      .catch((error: unknown) => {
        choices.rollback();
        throw error;
      });
    choices.commit();
    for (const e of entities)
      counts[result.refused.has(e) ? 'skipped' : (result.outcomes.get(e) ?? 'unchanged')] += 1;
  };

  let artist: z.infer<typeof mbArtistSchema>;
  let groups: MbReleaseGroup[];
  try {
    artist = mbArtistSchema.parse(await client.lookup('artist', options.artistMbid, ['url-rels']));
    groups = await browseGroups(client, artist.id);
  } catch (error) {
    throw new ArtistImportError(error, 0, null);
  }
  const pending: ImportEntity[] = [{ kind: 'artist', artist: mapArtist(artist) }];
  progress.start(groups.length);
  let releases = 0;
  for (const [index, group] of groups.entries()) {
    let entities: ImportEntity[];
    try {
      entities = await browseReleases(client, group);
    } catch (error) {
      throw new ArtistImportError(error, index, groups.length);
    }
    releases += entities.length;
    await write([
      ...pending.splice(0),
      { kind: 'release-group', group: mapReleaseGroup(group) },
      ...entities,
    ]);
    progress.update(index + 1, index + 1);
  }
  if (pending.length > 0) await write(pending);
  progress.stop();
  return {
    artist: artist.name,
    releaseGroups: groups.length,
    releases,
    counts,
    seconds: (Date.now() - started) / 1000,
  };
}
