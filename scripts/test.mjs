#!/usr/bin/env node
// `npm test`: every check in order — lint, types, unit + component tests, the API tests shuffled under
// this Node and under Node 22 LTS (PostgreSQL on this one and PGlite on Node 22, side by side, when
// TEST_DATABASE_URL is set), then the end-to-end journeys in Chromium against a server on Node 22 LTS.
// Ends with one summary line, "Total: N passed, N failed, N skipped", which CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'earmark-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function countVitest(file) {
  const report = readJson(file);
  if (!report) return;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  const stats = readJson(file)?.stats;
  if (!stats) return;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

function ensureChromium() {
  const chromium = '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`\nThe end-to-end tests drive Debian's Chromium at ${chromium}, which is missing.`);
    console.error('Install it with:  sudo apt-get update && sudo apt-get install -y chromium');
    return false;
  }
  console.log(`\n${chromium} is missing; installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(chromium);
}

const started = Date.now();
run('lint (biome)', 'npx', ['biome', 'check', '.']);
run('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']);

// At least two test files at once, even on a 2-core machine (where vitest's default is one): the API
// files spend much of their time waiting on PostgreSQL, and the main process mostly idles.
const workers = Math.max(2, os.availableParallelism() - 1);

/** The arguments of one vitest run of the given projects, reporting to the console and a JSON file. */
function vitestCommand(args, node, report) {
  const [command, ...prefix] = node;
  return [
    command,
    [...prefix, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  ];
}

const reportFile = (name) => path.join(reports, `vitest-${name}-${Date.now()}.json`);

/** One vitest run of the given projects, its test counts added to the totals. */
function vitest(title, args, node = ['npx', 'vitest']) {
  const report = reportFile('run');
  run(title, ...vitestCommand(args, node, report));
  countVitest(report);
}

/**
 * Several vitest runs at once, each printing its output when it ends: the API tier's PostgreSQL files
 * mostly wait on the server while the embedded database's files compute, so together they fill the
 * cores (PostgreSQL's run gets one worker, the embedded database's the rest and more once it is alone).
 */
async function vitestTogether(runs) {
  const started = Date.now();
  const results = await Promise.all(
    runs.map(({ title, args, node = ['npx', 'vitest'] }) => {
      const report = reportFile(title.replace(/\W+/g, '-'));
      const log = path.join(reports, `${path.basename(report, '.json')}.log`);
      const out = openSync(log, 'w');
      const [command, commandArgs] = vitestCommand(args, node, report);
      return new Promise((resolve) => {
        const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', out, out] });
        child.on('close', (status) => resolve({ title, status, report, log }));
      });
    }),
  );
  for (const { title, status, report, log } of results) {
    console.log(`\n━━ ${title} ━━`);
    process.stdout.write(readFileSync(log, 'utf8'));
    console.log(
      `━━ ${title}: ${status === 0 ? 'ok' : 'FAILED'} (together: ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
    if (status !== 0) failedSteps.push(title);
    countVitest(report);
  }
}

vitest('unit and component tests (vitest: unit, web)', [
  '--project',
  'unit',
  '--project',
  'web',
  `--maxWorkers=${workers}`,
]);
/**
 * Node 22 LTS, from the registry's `node` package (npx caches it after the first run): the path of its
 * binary, or undefined (with a warning) when it cannot be had.
 */
function node22() {
  const found = spawnSync('npx', ['-y', 'node@22', '-p', 'process.execPath'], {
    cwd: root,
    encoding: 'utf8',
  });
  const binary = found.stdout?.trim().split('\n').pop();
  if (found.status === 0 && binary && existsSync(binary)) return binary;
  console.error(`\nNode 22 could not be fetched (npx node@22): ${found.stderr?.trim()}`);
  return undefined;
}
const nodeLts = node22();
if (!nodeLts) failedSteps.push('Node 22 (npx node@22)');

// The API tier, its files in a random order (vitest prints the seed; rerun a failure with
// `--sequence.seed=<seed>`): each file has its own database, so any order must pass. Every file runs
// under this Node and again under Node 22 LTS: with PostgreSQL at hand, on PostgreSQL here and on the
// embedded database under Node 22, both runs side by side, so every file meets both databases and
// both runtimes in the time of one run (CI stays under 20 minutes).
const apiArgs = (project) => ['--project', project, '--sequence.shuffle.files'];
/**
 * Why the API files cannot also run through PgBouncer here (api-postgres-pgbouncer), or undefined.
 * PgBouncer refuses to run as root: the harness then runs it as the postgres OS user.
 */
function pgbouncerMissing() {
  const found = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].some((file) => existsSync(file));
  if (!found && spawnSync('sh', ['-c', 'command -v pgbouncer']).status !== 0)
    return 'pgbouncer is not installed (apt-get install -y pgbouncer; .ci/run installs it as root)';
  if (process.getuid?.() === 0 && spawnSync('id', ['-u', 'postgres']).status !== 0)
    return 'running as root without a postgres OS user to run pgbouncer as';
  return undefined;
}
const pooled = [];
if (process.env.TEST_DATABASE_URL) {
  const missing = pgbouncerMissing();
  if (missing)
    console.log(`\nSkipping the API files through PgBouncer (api-postgres-pgbouncer): ${missing}.`);
  else
    pooled.push({
      title: `API tests through PgBouncer, transaction pooling (vitest: api-postgres-pgbouncer, Node ${process.versions.node})`,
      args: [...apiArgs('api-postgres-pgbouncer'), '--maxWorkers=1'],
    });
}
if (process.env.TEST_DATABASE_URL && nodeLts) {
  await vitestTogether([
    {
      title: `API tests, files shuffled (vitest: api-postgres, Node ${process.versions.node})`,
      args: [...apiArgs('api-postgres'), '--maxWorkers=1'],
    },
    ...pooled,
    {
      title: 'API tests, files shuffled (vitest: api-pglite, Node 22)',
      args: [...apiArgs('api-pglite'), `--maxWorkers=${workers}`],
      node: [nodeLts, path.join(root, 'node_modules/vitest/vitest.mjs')],
    },
  ]);
} else {
  // No PostgreSQL (or no Node 22): the embedded database under each Node at hand, one after the other.
  const many = [`--maxWorkers=${workers}`];
  vitest(`API tests, files shuffled (vitest: api-pglite, api-postgres, Node ${process.versions.node})`, [
    ...apiArgs('api-pglite'),
    ...(process.env.TEST_DATABASE_URL ? ['--project', 'api-postgres'] : []),
    ...many,
  ]);
  for (const run of pooled) vitest(run.title, run.args);
  if (nodeLts) {
    vitest(
      'API tests, files shuffled (vitest: api-pglite, Node 22)',
      [...apiArgs('api-pglite'), ...many],
      [nodeLts, path.join(root, 'node_modules/vitest/vitest.mjs')],
    );
  }
}

// The web app is built once here; the end-to-end server finds it fresh, and the landing route's
// JavaScript is held to its size budget (a size, not a time: stable on a loaded machine).
if (run('web build (vite)', 'npm', ['run', '--silent', 'build'])) {
  run('landing bundle budget', 'node', [
    '--import',
    'tsx',
    'packages/web/build-tools/check-bundle-budget.ts',
  ]);
}

// The journeys' server runs on Node 22 LTS too.
const e2eNode = nodeLts;
if (e2eNode && ensureChromium()) {
  const playwrightReport = path.join(reports, 'playwright.json');
  run(
    `end-to-end journeys (Playwright, Chromium; server on Node 22)`,
    'npm',
    ['run', '--silent', 'test:e2e'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      E2E_NODE: e2eNode,
    },
  );
  countPlaywright(playwrightReport);
} else if (e2eNode) {
  failedSteps.push('end-to-end journeys (Chromium missing)');
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\nFinished in ${minutes} min.${failedSteps.length ? ` Failed steps: ${failedSteps.join('; ')}.` : ''}`,
);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
