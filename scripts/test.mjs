#!/usr/bin/env node
// `npm test`: every check — lint, types, unit + component tests, the API tests shuffled under this Node
// and under Node 22 LTS (PostgreSQL on this one and PGlite on Node 22, side by side, when
// TEST_DATABASE_URL is set), and the end-to-end journeys in Chromium against servers on Node 22 LTS.
// Independent steps run at once: the API tier from the start; beside it the static checks, unit
// tests and web build while the journeys' demo database is seeded; then the journeys (their
// processes wait on each other's databases, browsers and servers much of the time: together they
// keep both cores busy where one after the other each left one idle). Each step's output is printed
// whole when it ends. The whole run took 10.5 minutes on a quiet two-core machine (2026-11-28, 2,075
// tests); CI's own runs took 15 and 28 minutes the same day, on machines up to 2.7 times slower.
// Ends with one summary line, "Total: N passed, N failed, N skipped", which CI reads.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { e2eServerEnv, e2eWorkers } from '../e2e/server-env.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(os.tmpdir(), 'earmark-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const started = Date.now();
const since = (moment) => ((Date.now() - moment) / 1000).toFixed(1);

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The tests that failed, named again at the end of the run with the first lines of their error (CI
 * may keep only the output's tail, and a step's output is printed whole when it ends).
 */
const failures = [];
const firstLines = (message = '') =>
  stripVTControlCharacters(message)
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 4)
    .map((line) => `      ${line.trim().slice(0, 200)}`)
    .join('\n');

function countVitest(file, title) {
  const report = readJson(file);
  if (!report) return;
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = path.relative(root, suite.name ?? '');
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push(`  ${title}\n    ${where} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`);
    // Passed on a retry (CI retries the API files' tests once, as the journeys'): named with the
    // first attempt's error, so a test that fails now and then is seen, not hidden.
    const flaky = (suite.assertionResults ?? []).filter(
      (test) => test.status === 'passed' && test.failureMessages?.length,
    );
    for (const test of flaky)
      failures.push(
        `  ${title} (flaky: passed on a retry)\n    ${where} › ${test.fullName}\n${firstLines(test.failureMessages?.[0])}`,
      );
    // A file that failed outside any test (an import, a hook) has no failed test to name.
    if (!failed.length && suite.status === 'failed')
      failures.push(`  ${title}\n    ${where}\n${firstLines(suite.message)}`);
  }
}

function countPlaywright(file, title) {
  const report = readJson(file);
  const stats = report?.stats;
  if (!stats) return;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
  const visit = (suite, names) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky') {
          const error = test.results?.find((result) => result.error)?.error?.message;
          failures.push(
            `  ${title}${test.status === 'flaky' ? ' (flaky: passed on a retry)' : ''}\n    ${spec.file}:${spec.line} [${test.projectName}] › ${[...names, spec.title].join(' › ')}\n${firstLines(error)}`,
          );
        }
    for (const child of suite.suites ?? []) visit(child, [...names, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
}

/**
 * One step: its command runs with its output kept in a log, printed whole when it ends (steps run
 * side by side). Resolves to whether it passed; `count` adds its report's tests to the totals.
 */
function step(title, command, args, { env = {}, count } = {}) {
  const log = path.join(reports, `${title.replace(/\W+/g, '-').slice(0, 80)}.log`);
  const out = openSync(log, 'w');
  const begun = Date.now();
  const cpuFile = `${log}.cpu`;
  // GNU time, where installed, reports the CPU the step's process tree used (user + system).
  const [run, runArgs] = existsSync(GNU_TIME)
    ? [GNU_TIME, ['-f', '%U %S', '-o', cpuFile, command, ...args]]
    : [command, args];
  return new Promise((resolve) => {
    const child = spawn(run, runArgs, {
      cwd: root,
      stdio: ['ignore', out, out],
      env: { ...process.env, ...env },
    });
    child.on('close', (status) => {
      const ok = status === 0;
      console.log(`\n━━ ${title} ━━`);
      process.stdout.write(readFileSync(log, 'utf8'));
      console.log(
        `━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${since(begun)} s${cpuSeconds(cpuFile)}; ${since(started)} s into the run)`,
      );
      if (!ok) failedSteps.push(title);
      count?.();
      resolve(ok);
    });
  });
}

const GNU_TIME = '/usr/bin/time';

/** ", N cpu-s" from GNU time's "user system" line (the last line: a failing command adds one above). */
function cpuSeconds(file) {
  const last = existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').pop() : '';
  const [user, system] = (last ?? '').split(' ').map(Number);
  return Number.isFinite(user) && Number.isFinite(system) ? `, ${Math.round(user + system)} cpu-s` : '';
}

/** CPU seconds the machine's PostgreSQL has used (its postmaster's reaped backends), if it can be read. */
function postgresCpu() {
  const pid = spawnSync('pgrep', ['-o', '-x', 'postgres'], { encoding: 'utf8' }).stdout?.trim();
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime, stime, cutime, cstime: fields 14–17 of /proc/PID/stat (12–15 after the command's ") ").
    const ticks = fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    return ticks / 100;
  } catch {
    return undefined;
  }
}
const postgresCpuAtStart = postgresCpu();

/** Steps one after another (a lane), stopping at the first that fails. */
async function lane(...steps) {
  for (const next of steps) if (!(await next())) return false;
  return true;
}

const reportFile = (name) =>
  path.join(reports, `${name.replace(/\W+/g, '-').slice(0, 60)}-${Date.now()}.json`);

/** One vitest run of the given projects (under `node`), its test counts added to the totals. */
function vitest(title, args, node = ['npx', 'vitest']) {
  const report = reportFile(title);
  const [command, ...prefix] = node;
  return step(
    title,
    command,
    [...prefix, 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { count: () => countVitest(report, title) },
  );
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

// At least two test files at once, even on a 2-core machine (where vitest's default is one): the API
// files spend much of their time waiting on PostgreSQL, and the main process mostly idles.
const workers = Math.max(2, os.availableParallelism() - 1);
const nodeLts = node22();
if (!nodeLts) failedSteps.push('Node 22 (npx node@22)');
const withNode22 = nodeLts ? [nodeLts, path.join(root, 'node_modules/vitest/vitest.mjs')] : undefined;
// The journeys' demo database, seeded from the start, beside phase 1 (it needs no web build).
const seeding = nodeLts ? seedJourneyData() : Promise.resolve(undefined);

// Phase 1: the static checks, the unit and component tests, and the web build (which the journeys'
// server serves, and whose landing JavaScript is held to its size budget: a size, not a time).
const phaseOne = Promise.all([
  step('lint (biome)', 'npx', ['biome', 'check', '.']),
  step('typecheck (tsc)', 'npm', ['run', '--silent', 'typecheck']),
  vitest('unit and component tests (vitest: unit, web)', [
    '--project',
    'unit',
    '--project',
    'web',
    `--maxWorkers=${workers}`,
  ]),
  lane(
    () => step('web build (vite)', 'npm', ['run', '--silent', 'build']),
    () =>
      step('landing bundle budget', 'node', [
        '--import',
        'tsx',
        'packages/web/build-tools/check-bundle-budget.ts',
      ]),
  ),
]);

// The API tier, its files in a random order (vitest prints the seed; rerun a failure with
// `--sequence.seed=<seed>`): each file has its own database, so any order must pass. Every file runs
// under this Node and again under Node 22 LTS: with PostgreSQL at hand, on PostgreSQL here and on the
// embedded database under Node 22, both runs side by side, so every file meets both databases and
// both runtimes in the time of one run. It needs nothing from phase 1 and starts with it (below).
const apiArgs = (project) => ['--project', project, '--sequence.shuffle.files'];

/** The API tier's runs, started; resolves when all have ended. */
function apiTier() {
  const runs = [];
  if (process.env.TEST_DATABASE_URL && withNode22) {
    runs.push(
      vitest(`API tests, files shuffled (vitest: api-postgres, Node ${process.versions.node})`, [
        ...apiArgs('api-postgres'),
        `--maxWorkers=${workers}`,
      ]),
    );
    runs.push(
      vitest(
        'API tests, files shuffled (vitest: api-pglite, Node 22)',
        [...apiArgs('api-pglite'), `--maxWorkers=${workers}`],
        withNode22,
      ),
    );
  } else {
    // No PostgreSQL (or no Node 22): the embedded database under each Node at hand, one after the other.
    const many = [`--maxWorkers=${workers}`];
    runs.push(
      lane(
        () =>
          vitest(
            `API tests, files shuffled (vitest: api-pglite, api-postgres, Node ${process.versions.node})`,
            [
              ...apiArgs('api-pglite'),
              ...(process.env.TEST_DATABASE_URL ? ['--project', 'api-postgres'] : []),
              ...many,
            ],
          ),
        () =>
          withNode22
            ? vitest(
                'API tests, files shuffled (vitest: api-pglite, Node 22)',
                [...apiArgs('api-pglite'), ...many],
                withNode22,
              )
            : true,
      ),
    );
  }
  if (process.env.TEST_DATABASE_URL) {
    const missing = pgbouncerMissing();
    if (missing)
      console.log(`\nSkipping the API files through PgBouncer (api-postgres-pgbouncer): ${missing}.`);
    else
      runs.push(
        vitest(
          `API tests through PgBouncer, transaction pooling (vitest: api-postgres-pgbouncer, Node ${process.versions.node})`,
          [...apiArgs('api-postgres-pgbouncer'), '--maxWorkers=1'],
        ),
      );
  }
  return Promise.all(runs);
}

/**
 * The journeys' demo database, seeded once by the server as the journeys start it (same settings,
 * e2e/server-env.mjs), then stopped; each world of the journeys starts on its own copy. Resolves to
 * its directory, or undefined (each world then seeds its own).
 */
async function seedJourneyData() {
  const dataDir = path.join(reports, 'e2e-seeded');
  const port = 3200;
  const begun = Date.now();
  // Seeding needs no web build (phase 1 is building it beside this): the server serves an empty one.
  const noWeb = mkdtempSync(path.join(os.tmpdir(), 'earmark-no-web-'));
  const server = spawn(nodeLts, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...e2eServerEnv(port, dataDir), SKIP_WEB_BUILD: '1', WEB_DIST_DIR: noWeb },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  let healthy = false;
  for (const deadline = Date.now() + 300_000; Date.now() < deadline && server.exitCode === null; ) {
    healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  server.kill('SIGTERM');
  await exited;
  rmSync(noWeb, { recursive: true, force: true });
  console.log(
    `\n━━ journeys' demo database: ${healthy ? 'seeded' : 'NOT seeded (each world seeds its own)'} (${since(begun)} s; ${since(started)} s into the run)`,
  );
  return healthy ? dataDir : undefined;
}

// The API tier's runs start now, beside phase 1: the embedded database's run is the longest step
// (~1,080 s of a 1,215 s run on a slow two-core machine, 2026-11-27), and waiting for phase 1 (~140 s)
// only moved its end, the run's end, later.
const apiRuns = apiTier();
const [, , , built] = await phaseOne;

const chromium = ensureChromium();
if (!chromium) failedSteps.push('end-to-end journeys (Chromium missing)');
const journeys = built && nodeLts && chromium;

// The journeys, in worlds of their own (e2e/playwright.config.ts: a server, database and fakes per
// Playwright worker), each world on its own copy of the seeded database, beside the API tier. The
// server runs on Node 22 LTS too.
async function runJourneys() {
  const seeded = await seeding;
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), 'earmark-e2e-'));
  const worlds = e2eWorkers();
  if (seeded) {
    for (let index = 0; index < worlds; index++) {
      mkdirSync(path.join(dataRoot, `server-${index}`));
      cpSync(seeded, path.join(dataRoot, `server-${index}`), { recursive: true });
    }
  }
  const playwrightReport = path.join(reports, 'playwright.json');
  await step(
    'end-to-end journeys (Playwright, Chromium; servers on Node 22)',
    'npm',
    ['run', '--silent', 'test:e2e'],
    {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        E2E_NODE: nodeLts,
        E2E_DATA_ROOT: dataRoot,
        // The seeded database itself, for a journey that starts a server of its own (service worker).
        ...(seeded ? { E2E_SEEDED_DATA: seeded } : {}),
        E2E_WORKERS: String(worlds),
        E2E_BESIDE_API_TESTS: '1',
      },
      count: () => countPlaywright(playwrightReport, 'end-to-end journeys'),
    },
  );
}
await Promise.all([apiRuns, journeys ? runJourneys() : seeding]);

const minutes = ((Date.now() - started) / 60000).toFixed(1);
const postgresCpuAtEnd = postgresCpu();
if (postgresCpuAtStart !== undefined && postgresCpuAtEnd !== undefined)
  console.log(`\nThe machine's PostgreSQL used ${Math.round(postgresCpuAtEnd - postgresCpuAtStart)} cpu-s.`);
if (failures.length) console.log(`\nWhat failed:\n${failures.join('\n')}`);
console.log(
  `\nFinished in ${minutes} min.${failedSteps.length ? ` Failed steps: ${failedSteps.join('; ')}.` : ''}`,
);
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
