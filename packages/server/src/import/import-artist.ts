import type { MusicBrainzApi } from 'musicbrainz-api';
import { z } from 'zod';
import type { Db } from '../db/open-db.ts';
import { applyEntities } from './apply-batch.ts';
import { mapArtist, mapRelease, mapReleaseGroup } from './map-entities.ts';
import { type MbReleaseGroup, mbArtistSchema, mbReleaseGroupSchema, mbReleaseSchema } from './mb-json.ts';
import { type ImportProgress, silentProgress } from './progress.ts';
import type { ImportEntity } from './records.ts';
import { TrackChoices } from './track-choice.ts';

/** The web service's page size limit. */
const PAGE = 100;

const groupPage = z.object({
  'release-groups': z.array(mbReleaseGroupSchema),
  'release-group-count': z.number(),
});
const releasePage = z.object({ releases: z.array(mbReleaseSchema) });

export type ArtistImportOptions = { client: MusicBrainzApi; artistMbid: string; progress?: ImportProgress };

export type ArtistImportResult = { artist: string; releaseGroups: number; releases: number; seconds: number };

/** Every release group of the artist, page by page. */
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
      'artist-credits',
      'labels',
      'url-rels',
    ]),
  );
  return page.releases.map((release) => ({ kind: 'release', release: mapRelease(release, group) }));
}

/**
 * Imports one artist and their release groups from the web service (MUSICBRAINZ_URL), one
 * request at a time at most once a second. Each group is written in its own transaction with
 * the same upserts as a dump import, so a rerun changes nothing.
 */
export async function importArtist(db: Db, options: ArtistImportOptions): Promise<ArtistImportResult> {
  const started = Date.now();
  const { client } = options;
  const progress = options.progress ?? silentProgress;
  const artist = mbArtistSchema.parse(await client.lookup('artist', options.artistMbid, ['url-rels']));
  const choices = new TrackChoices();
  const write = async (entities: ImportEntity[]) => {
    await db
      .transaction((tx) => applyEntities(tx, entities, choices))
      .catch((error: unknown) => {
        choices.rollback();
        throw error;
      });
    choices.commit();
  };
  await write([{ kind: 'artist', artist: mapArtist(artist) }]);
  const groups = await browseGroups(client, artist.id);
  progress.start(groups.length);
  let releases = 0;
  for (const [index, group] of groups.entries()) {
    const entities = await browseReleases(client, group);
    releases += entities.length;
    await write([{ kind: 'release-group', group: mapReleaseGroup(group) }, ...entities]);
    progress.update(index + 1, index + 1);
  }
  progress.stop();
  return {
    artist: artist.name,
    releaseGroups: groups.length,
    releases,
    seconds: (Date.now() - started) / 1000,
  };
}
