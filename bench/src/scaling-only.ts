// Issue #34's figures (bench/README.md, docs/SCALING.md):
//   node --import tsx bench/src/scaling-only.ts ceiling [--seconds 20] [--connections 50]
//     one node, then two nodes through PgBouncer, on a demo-seeded scratch database of the machine's PostgreSQL;
//   node --import tsx bench/src/scaling-only.ts soak --rate R [--minutes 30]
//     two nodes + PgBouncer + a streaming replica (started here) at R requests/s of the realistic mix.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadMixOver } from './scaling/load-mix.ts';
import { cpuMeter, descendants, loadAverage, pidsOf, rssMb } from './scaling/measure.ts';
import { MIX_SHARES } from './scaling/mix.ts';
import {
  scratchDatabase,
  seedDemo,
  startReplicatedCluster,
  startTopology,
  type Topology,
} from './scaling/topology.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    rate: { type: 'string' },
    minutes: { type: 'string', default: '30' },
    port: { type: 'string', default: '3440' },
    'postgres-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/postgres' },
  },
});
const mode = positionals[0] ?? 'ceiling';
const port = Number(values.port);
const dataDir = mkdtempSync(path.join(tmpdir(), 'earmark-scaling-bench-'));

const nodePids = (topology: Topology) => () =>
  topology.servers.flatMap((server) => [server.pid, ...descendants(server.pid)]);
const groups = (topology: Topology) => ({
  node: nodePids(topology),
  postgres: () => pidsOf('postgres'),
  pgbouncer: () => pidsOf('pgbouncer'),
});

async function connections(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select count(*)::int as n from pg_stat_activity where datname = current_database()',
    );
    return (rows[0] as { n: number }).n - 1;
  } finally {
    await client.end();
  }
}

/** One measured run: warm-up, then the mix at full speed, CPU by process group and connections mid-run. */
async function measure(topology: Topology, label: string) {
  const seconds = Number(values.seconds);
  const load = { tokens: topology.tokens, connections: Number(values.connections) };
  await loadMixOver(topology.urls, { ...load, seconds: 5 });
  const cpu = cpuMeter(groups(topology));
  const midRun = new Promise<number>((resolve) =>
    setTimeout(() => resolve(connections(topology.databaseUrl)), (seconds * 1000) / 2),
  );
  const result = await loadMixOver(topology.urls, { ...load, seconds });
  console.log(
    JSON.stringify({
      label,
      loadAverage: loadAverage(),
      ...result,
      cpuCores: cpu(),
      databaseConnections: await midRun,
    }),
  );
}

async function ceiling() {
  console.log(JSON.stringify({ mix: MIX_SHARES, loadAverageAtStart: loadAverage() }));
  const databaseUrl = await scratchDatabase(values['postgres-url'], 'earmark_scaling_bench');
  const tokens = await seedDemo(databaseUrl, port, dataDir);
  for (const [label, nodes, pooler] of [
    ['one node, direct', 1, false],
    ['one node, through PgBouncer', 1, true],
    ['two nodes, through PgBouncer', 2, true],
  ] as const) {
    const topology = await startTopology({ tokens, databaseUrl, nodes, pooler, port, dataDir });
    try {
      await measure(topology, label);
    } finally {
      await topology.stop();
    }
  }
}

async function soak() {
  const rate = Number(values.rate);
  if (!rate) throw new Error('soak needs --rate (80% of the measured ceiling, requests per second)');
  const cluster = await startReplicatedCluster();
  const tokens = await seedDemo(cluster.primaryUrl, port, dataDir);
  const topology = await startTopology({
    tokens,
    databaseUrl: cluster.primaryUrl,
    nodes: 2,
    pooler: true,
    standbyUrl: cluster.standbyUrl,
    port,
    dataDir,
  });
  const primary = new pg.Client({ connectionString: cluster.primaryUrl });
  const standby = new pg.Client({ connectionString: cluster.standbyUrl });
  await Promise.all([primary.connect(), standby.connect()]);
  const lags: number[] = [];
  const memory: { at: number; rssMb: Record<number, number> }[] = [];
  const started = Date.now();
  // Replica lag every second: 0 when it has replayed the primary's position, else its replay age.
  const lagTimer = setInterval(async () => {
    try {
      const { rows } = await primary.query('select pg_current_wal_lsn()::text as lsn');
      const { rows: replay } = await standby.query(
        `select case when pg_last_wal_replay_lsn() >= $1::pg_lsn then 0
           else extract(epoch from clock_timestamp() - pg_last_xact_replay_timestamp()) * 1000 end as lag`,
        [(rows[0] as { lsn: string }).lsn],
      );
      lags.push(Number((replay[0] as { lag: number }).lag));
    } catch {
      lags.push(Number.NaN);
    }
  }, 1000);
  const memoryTimer = setInterval(() => {
    const pids = nodePids(topology)();
    memory.push({
      at: Math.round((Date.now() - started) / 1000),
      rssMb: Object.fromEntries(pids.map((pid) => [pid, rssMb(pid)])),
    });
  }, 15_000);
  try {
    const cpu = cpuMeter(groups(topology));
    const result = await loadMixOver(topology.urls, {
      tokens: topology.tokens,
      connections: Number(values.connections),
      seconds: Math.round(Number(values.minutes) * 60),
      rate,
    });
    const sorted = lags.filter((lag) => !Number.isNaN(lag)).sort((a, b) => a - b);
    const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? null;
    console.log(
      JSON.stringify({
        label: `soak: two nodes + PgBouncer + a replica, ${rate} req/s for ${values.minutes} min`,
        loadAverage: loadAverage(),
        ...result,
        cpuCores: cpu(),
        replicaLagMs: {
          p50: sorted[Math.floor(sorted.length / 2)] ?? null,
          p99,
          max: sorted.at(-1) ?? null,
          failedReadings: lags.length - sorted.length,
        },
        memory,
      }),
    );
  } finally {
    clearInterval(lagTimer);
    clearInterval(memoryTimer);
    await Promise.all([primary.end(), standby.end()]);
    await topology.stop();
    cluster.stop();
  }
}

try {
  await (mode === 'soak' ? soak() : ceiling());
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
