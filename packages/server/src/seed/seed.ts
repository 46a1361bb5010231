import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-db.ts';
import { type ActivityContext, generateMemberActivity, type MemberTaste } from './activity.ts';
import { TableBatch } from './bulk-insert.ts';
import { type ArtistIndex, generateArtists } from './catalog-artists.ts';
import { type CatalogIndex, createCatalogIndex, generateReleases } from './catalog-releases.ts';
import { advanceSequences, updateCounters } from './counters.ts';
import { FEED_TABLE, fillFeed, pauseFeed } from './feed.ts';
import { generateFollows } from './follows.ts';
import { writeDemoImport } from './imports-demo.ts';
import { prepareBulkLoad, restoreBulkLoad, type SavedDefinition } from './indexes.ts';
import { ListWriter } from './list-writer.ts';
import { writeListens } from './listens.ts';
import { writeMemberLists } from './lists-member.ts';
import { writeChartList, writeOfficialLists } from './lists-official.ts';
import { generateMembers, isListener, PLACEHOLDER_USER_ID } from './members.ts';
import { demoPasswordHash } from './password.ts';
import { CREDIT_COPIES, switchTriggers } from './paused-triggers.ts';
import { ReleasePicker } from './picker.ts';
import {
  RecommendationWriter,
  writeFriendRecommendations,
  writeListInteractions,
} from './recommendations.ts';
import { RELEASE_CHUNK, type Scale, scaleFor } from './scale.ts';
import { Sink } from './sink.ts';
import { SEEDED_TABLES, T } from './tables.ts';

export type SeedPhase = 'catalog' | 'activity' | 'lists' | 'social' | 'finish';

export type SeedOptions = {
  /** Number of releases; artists, songs, members and activity follow from it. */
  size: number;
  log?: (message: string) => void;
  onProgress?: (phase: SeedPhase, done: number, total: number) => void;
  /** Insert statements in flight at once: 1 inside a transaction, a few on a PostgreSQL pool. */
  concurrency?: number;
  batchRows?: number;
  /** Drop secondary indexes and foreign keys while loading, rebuild them after. */
  rebuildIndexes?: boolean;
};

export type SeedSummary = { size: number; rows: Record<string, number>; elapsedMs: number };

type Batches = Record<keyof typeof T, TableBatch>;
type Run = { sink: Sink; b: Batches; progress: NonNullable<SeedOptions['onProgress']> };
type Catalog = { artists: ArtistIndex; catalog: CatalogIndex };
const NO_TASTE: MemberTaste = { releases: [], songs: [], artists: [], songStates: new Map() };

async function seedCatalog(run: Run, scale: Scale): Promise<Catalog> {
  const artists = generateArtists(scale.artists, run.b.artists);
  const catalog = createCatalogIndex(scale.releases);
  for (let from = 1; from <= scale.releases; from += RELEASE_CHUNK) {
    const to = Math.min(scale.releases, from + RELEASE_CHUNK - 1);
    generateReleases(from, to, artists, catalog, run.b);
    await run.sink.drain();
    run.progress('catalog', to, scale.releases);
  }
  return { artists, catalog };
}

/** Members one at a time: what they listened to, then their lists, then likes, follows and recs. */
async function seedCommunity(run: Run, scale: Scale, { artists, catalog }: Catalog): Promise<void> {
  const { b, sink } = run;
  const members = generateMembers(scale.members, await demoPasswordHash(), b.users);
  const graph = generateFollows(members, b.follows);
  const picker = new ReleasePicker(catalog);
  const context: ActivityContext = {
    ...{ catalog, artists, members, picker, scale, nextLogId: 1 },
    ...{ logs: b.logs, logUpvotes: b.logUpvotes, userReleases: b.userReleases },
    ...{ userSongs: b.userSongs, userArtists: b.userArtists },
  };
  const tastes = new Map<number, MemberTaste>();
  const lists = new ListWriter(b);
  const recs = new RecommendationWriter(b, members);
  const listState = { featuredLeft: 3 };
  const passes: Array<[SeedPhase, (member: number) => void]> = [
    [
      'activity',
      (m) => {
        if (!isListener(m)) return;
        const taste = generateMemberActivity(m, context);
        tastes.set(m, taste);
        writeListens(m, taste, { catalog, artists, picker, listens: b.listens, userSongs: b.userSongs });
      },
    ],
    [
      'lists',
      (m) => {
        if (isListener(m) || m === PLACEHOLDER_USER_ID) {
          writeMemberLists(lists, picker, members, m, tastes.get(m) ?? NO_TASTE, listState);
        }
      },
    ],
    [
      'social',
      (m) => {
        writeListInteractions(m, lists.index, members, b, recs);
        writeFriendRecommendations(m, tastes.get(m) ?? NO_TASTE, graph, recs);
      },
    ],
  ];
  for (const [phase, pass] of passes) {
    if (phase === 'lists') {
      writeChartList(lists, picker);
      writeOfficialLists(lists, picker, scale.officialLists);
    }
    for (let member = 1; member <= members.count; member++) {
      pass(member);
      await sink.drain();
      run.progress(phase, member, members.count);
    }
  }
  writeDemoImport(b.importJobs, b.importJobRows);
}

async function finish(
  db: Db,
  run: Run,
  saved: readonly SavedDefinition[],
  concurrency: number,
): Promise<void> {
  run.progress('finish', 0, 3);
  await updateCounters(db);
  await advanceSequences(db);
  await fillFeed(db);
  await switchTriggers(db, CREDIT_COPIES, true);
  run.progress('finish', 1, 3);
  await restoreBulkLoad(db, saved, Math.min(2, concurrency));
  run.progress('finish', 2, 3);
  await db.execute(sql.raw(`analyze ${SEEDED_TABLES.join(', ')}`));
  run.progress('finish', 3, 3);
}

/** Fills an empty, migrated database with the deterministic catalog and community of `size` releases. */
export async function seed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const scale = scaleFor(options.size);
  const concurrency = options.concurrency ?? 1;
  const sink = new Sink(db, { batchRows: options.batchRows ?? 5000, concurrency });
  const b = Object.fromEntries(
    Object.entries(T).map(([key, spec]) => [key, sink.register(new TableBatch(spec))]),
  ) as Batches;
  const run: Run = { sink, b, progress: options.onProgress ?? (() => {}) };
  const saved = options.rebuildIndexes ? await prepareBulkLoad(db, [...SEEDED_TABLES, FEED_TABLE]) : [];
  await pauseFeed(db);
  await switchTriggers(db, CREDIT_COPIES, false);
  log(`seeding ${scale.releases} releases by ${scale.artists} artists`);
  const catalog = await seedCatalog(run, scale);
  log(`seeding ${scale.members} members and their activity`);
  await seedCommunity(run, scale, catalog);
  await sink.flush();
  log('computing counters, rebuilding indexes');
  await finish(db, run, saved, concurrency);
  return { size: scale.releases, rows: sink.counts(), elapsedMs: Date.now() - started };
}
