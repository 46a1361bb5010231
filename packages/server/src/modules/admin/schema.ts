import { LIMITS } from '@earmark/shared';
import type { ObjectRef } from '@pothos/core';
import type { Context } from '../../context.ts';
import type { ItemRow, ReleaseRow } from '../../db/rows.ts';
import { AppError } from '../../errors.ts';
import { builder, type Types } from '../../graphql/builder.ts';
import { ReleaseConnectionRef } from '../../graphql/connections.ts';
import { parseId } from '../../graphql/ids.ts';
import { readPaging } from '../../graphql/paging.ts';
import { ReleaseRef, SongRef } from '../../graphql/refs.ts';
import { freshItem, ITEM_KINDS, type ItemKind } from '../catalog/index.ts';
import { requireAdmin, requireStaff } from '../shared/index.ts';
import { markMbCreated, readMbid, setMbid, verifyMatch } from './commands/set-mbid.ts';
import { type MbCandidate, musicBrainzSearch } from './musicbrainz-search.ts';
import { claimNext, type Queue, waitingCount } from './queues.ts';
import { type MbDataStats, mbDataStats, releasesNeedingMbCreated } from './stats.ts';

const MbWeekRef = builder.objectRef<MbDataStats['byWeek'][number]>('MbWeek').implement({
  description: 'Staff work in one week (starting Monday, UTC).',
  fields: (t) => ({
    week: t.exposeString('week'),
    matched: t.exposeInt('matched'),
    verified: t.exposeInt('verified'),
    created: t.exposeInt('created'),
  }),
});

const MbDataStatsRef = builder.objectRef<MbDataStats>('MbDataStats').implement({
  fields: (t) => ({
    releases: t.exposeInt('releases'),
    releasesMatched: t.exposeInt('releasesMatched'),
    releasesVerified: t.exposeInt('releasesVerified'),
    releasesNeedingMbCreated: t.exposeInt('releasesNeedingMbCreated'),
    recordings: t.exposeInt('recordings'),
    recordingsMatched: t.exposeInt('recordingsMatched'),
    recordingsVerified: t.exposeInt('recordingsVerified'),
    byWeek: t.field({ type: [MbWeekRef], resolve: (stats) => stats.byWeek }),
  }),
});

const MbCandidateRef = builder.objectRef<MbCandidate>('MbCandidate').implement({
  description: 'A MusicBrainz search result a staff member may match an item to.',
  fields: (t) => ({
    mbid: t.exposeString('mbid'),
    title: t.exposeString('title'),
    artist: t.exposeString('artist'),
    date: t.exposeString('date', { nullable: true }),
    score: t.exposeInt('score'),
  }),
});

type QueueItem<T> = { item: T | null; count: number };

const ReleaseQueueRef = builder.objectRef<QueueItem<ReleaseRow>>('MbReleaseQueue').implement({
  description: "The staff member's next release in a queue (held for them for a while), and how many wait.",
  fields: (t) => ({
    release: t.field({ type: ReleaseRef, nullable: true, resolve: (queue) => queue.item }),
    count: t.exposeInt('count'),
  }),
});

const RecordingQueueRef = builder.objectRef<QueueItem<{ id: number }>>('MbRecordingQueue').implement({
  fields: (t) => ({
    recording: t.field({
      type: SongRef,
      nullable: true,
      resolve: (queue, _args, ctx) => (queue.item ? ctx.loaders.catalog.song.load(queue.item.id) : null),
    }),
    count: t.exposeInt('count'),
  }),
});

async function nextRelease(ctx: Context, queue: Queue) {
  const userId = requireStaff(ctx, 'work the metadata queues');
  const [id, count] = await Promise.all([claimNext(ctx.db, userId, queue), waitingCount(ctx.db, queue)]);
  return { item: id === null ? null : await freshItem(ctx, { type: 'RELEASE', id }), count };
}

async function nextRecording(ctx: Context, queue: Queue) {
  const userId = requireStaff(ctx, 'work the metadata queues');
  const [id, count] = await Promise.all([claimNext(ctx.db, userId, queue), waitingCount(ctx.db, queue)]);
  return { item: id === null ? null : { id }, count };
}

/** A malformed id names nothing: NOT_FOUND, as an unknown one. */
function idOf(value: string | number, what: string): number {
  const id = parseId(value);
  if (id === null) throw new AppError('NOT_FOUND', `That ${what} does not exist.`);
  return id;
}

/** The match state staff pages show (public: MusicBrainz ids are public data). */
builder.objectFields(ReleaseRef, (t) => ({
  mbid: t.exposeString('mbid', { nullable: true }),
  mbVerified: t.exposeBoolean('mbVerified'),
}));
builder.objectFields(SongRef, (t) => ({
  mbid: t.exposeString('mbid', { nullable: true }),
  mbVerified: t.exposeBoolean('mbVerified'),
}));

builder.queryFields((t) => ({
  mbDataStats: t.field({
    type: MbDataStatsRef,
    description: 'Admins: MusicBrainz matching and verification figures.',
    resolve: (_root, _args, ctx) => {
      requireAdmin(ctx, 'see the metadata statistics');
      return mbDataStats(ctx.db);
    },
  }),
  releasesThatNeedMbCreated: t.field({
    type: ReleaseConnectionRef,
    description: 'Admins: releases without a MusicBrainz entry that nobody has created yet, oldest first.',
    args: {
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: LIMITS.collectionPageSize }),
    },
    resolve: async (_root, args, ctx) => {
      requireAdmin(ctx, 'see the releases to create');
      return releasesNeedingMbCreated(ctx.db, readPaging(args, LIMITS.collectionPageSize));
    },
  }),
  nextReleaseForMb: t.field({
    type: ReleaseQueueRef,
    resolve: (_r, _a, ctx) => nextRelease(ctx, 'MATCH_RELEASE'),
  }),
  nextRecordingForMb: t.field({
    type: RecordingQueueRef,
    resolve: (_r, _a, ctx) => nextRecording(ctx, 'MATCH_RECORDING'),
  }),
  nextReleaseForMbVerification: t.field({
    type: ReleaseQueueRef,
    resolve: (_r, _a, ctx) => nextRelease(ctx, 'VERIFY_RELEASE'),
  }),
  nextRecordingForMbVerification: t.field({
    type: RecordingQueueRef,
    resolve: (_r, _a, ctx) => nextRecording(ctx, 'VERIFY_RECORDING'),
  }),
  searchMusicBrainzReleases: t.field({
    type: [MbCandidateRef],
    description:
      'Staff: MusicBrainz release groups matching a query (at most 10; answers cached 10 minutes).',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireStaff(ctx, 'search MusicBrainz');
      const query = args.query.trim().slice(0, 200);
      return query ? musicBrainzSearch(ctx.config, ctx.db).releaseGroups(query) : [];
    },
  }),
  searchMusicBrainzRecordings: t.field({
    type: [MbCandidateRef],
    args: { query: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => {
      requireStaff(ctx, 'search MusicBrainz');
      const query = args.query.trim().slice(0, 200);
      return query ? musicBrainzSearch(ctx.config, ctx.db).recordings(query) : [];
    },
  }),
}));

/** The match and verify mutations of each kind (a song is a "recording" to staff). */
const STAFF_KINDS = {
  RELEASE: {
    idArg: 'releaseId',
    set: 'setMusicBrainzRelease',
    verify: 'verifyMusicBrainzRelease',
  },
  SONG: {
    idArg: 'recordingId',
    set: 'setMusicBrainzRecording',
    verify: 'verifyMusicBrainzRecording',
  },
} as const;

type MutationFieldBuilder = PothosSchemaTypes.MutationFieldBuilder<Types, object>;

function staffKindFields(t: MutationFieldBuilder, type: ItemKind, ref: ObjectRef<Types, ItemRow>) {
  const { idArg, set, verify } = STAFF_KINDS[type];
  const noun = ITEM_KINDS[type].staffNoun;
  return {
    [set]: t.field({
      type: ref,
      args: { [idArg]: t.arg.id({ required: true }), mbid: t.arg.string() },
      resolve: async (_root, args, ctx) => {
        const userId = requireStaff(ctx, `match ${noun}s`);
        const id = idOf(args[idArg] ?? '', noun);
        await setMbid(ctx.db, userId, { type, id }, readMbid(args.mbid, 'mbid'));
        return freshItem(ctx, { type, id });
      },
    }),
    [verify]: t.field({
      type: ref,
      args: { id: t.arg.id({ required: true }), verify: t.arg.boolean({ required: true }) },
      resolve: async (_root, args, ctx) => {
        const userId = requireStaff(ctx, 'verify matches');
        const id = idOf(args.id, 'item');
        await verifyMatch(ctx.db, userId, { type, id }, args.verify);
        return freshItem(ctx, { type, id });
      },
    }),
  };
}

builder.mutationFields((t) => ({
  setCreatedMbRelease: t.field({
    type: ReleaseRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const userId = requireAdmin(ctx, 'mark MusicBrainz entries as created');
      const id = idOf(args.id, 'item');
      await markMbCreated(ctx.db, userId, id);
      return freshItem(ctx, { type: 'RELEASE', id });
    },
  }),
  ...staffKindFields(t, 'RELEASE', ReleaseRef),
  ...staffKindFields(t, 'SONG', SongRef),
}));
