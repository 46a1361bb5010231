import type { Cluster, Worker } from 'node:cluster';
import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { CHARTS_DUTY_ENV } from './concurrency.ts';
import { superviseWorkers } from './supervisor.ts';

/** node:cluster as the supervisor uses it: fork, the exit event, the live workers by id. */
function fakeCluster() {
  const emitter = new EventEmitter();
  const workers: Record<number, Worker> = {};
  const forked: { pid: number; env: Record<string, string>; signals: string[] }[] = [];
  let nextPid = 100;
  const cluster = {
    workers,
    on: (event: string, listener: (...args: unknown[]) => void) => emitter.on(event, listener),
    fork(env: Record<string, string> = {}) {
      const pid = nextPid++;
      const record = { pid, env, signals: [] as string[] };
      forked.push(record);
      const worker = Object.assign(new EventEmitter(), {
        id: pid,
        process: { pid, kill: (signal: string) => record.signals.push(signal) },
      }) as unknown as Worker;
      workers[pid] = worker;
      return worker;
    },
  };
  /** The worker ends: gone from the live set, then the exit event, as node:cluster does. */
  const die = (pid: number, code: number | null, signal: string | null) => {
    const worker = workers[pid];
    delete workers[pid];
    emitter.emit('exit', worker, code, signal);
  };
  return { cluster: cluster as unknown as Pick<Cluster, 'fork' | 'on' | 'workers'>, forked, die };
}

function fakeLogger() {
  const lines: { level: string; fields: unknown; msg: string }[] = [];
  const at =
    (level: string) =>
    (fields: unknown, msg = '') =>
      lines.push({ level, fields, msg: typeof fields === 'string' ? fields : msg });
  return { logger: { info: at('info'), error: at('error'), fatal: at('fatal') } as never, lines };
}

describe('superviseWorkers', () => {
  it('forks the workers, one of them with the charts refresh', () => {
    const { cluster, forked } = fakeCluster();
    superviseWorkers({ cluster, workers: 3, logger: fakeLogger().logger, exit: vi.fn() });
    expect(forked).toHaveLength(3);
    expect(forked.filter((worker) => worker.env[CHARTS_DUTY_ENV] === '1')).toHaveLength(1);
  });

  it('replaces a worker that dies, says so, and passes the charts refresh on to the replacement', () => {
    const { cluster, forked, die } = fakeCluster();
    const { logger, lines } = fakeLogger();
    const exit = vi.fn();
    superviseWorkers({ cluster, workers: 2, logger, exit });
    const charts = forked.find((worker) => worker.env[CHARTS_DUTY_ENV] === '1');
    die(charts?.pid ?? 0, null, 'SIGKILL');
    expect(lines.at(-2)).toMatchObject({
      level: 'error',
      msg: 'worker died (signal SIGKILL); starting a replacement',
      fields: { worker: charts?.pid, signal: 'SIGKILL' },
    });
    expect(forked).toHaveLength(3);
    expect(forked[2]?.env[CHARTS_DUTY_ENV]).toBe('1');
    const plain = forked[1]?.pid ?? 0;
    die(plain, 1, null);
    expect(lines.some((line) => line.msg === 'worker died (exit code 1); starting a replacement')).toBe(true);
    expect(forked[3]?.env[CHARTS_DUTY_ENV]).toBeUndefined();
    expect(exit).not.toHaveBeenCalled();
  });

  it('gives up with exit 1 when workers die more than 5 times per worker within a minute', () => {
    const { cluster, forked, die } = fakeCluster();
    const { logger, lines } = fakeLogger();
    const exit = vi.fn();
    let clock = 0;
    superviseWorkers({ cluster, workers: 1, logger, exit, now: () => clock });
    for (let death = 0; death < 5; death += 1) {
      clock += 1_000;
      die(forked.at(-1)?.pid ?? 0, 1, null);
    }
    expect(forked).toHaveLength(6);
    clock += 1_000;
    die(forked.at(-1)?.pid ?? 0, 1, null);
    expect(forked).toHaveLength(6);
    expect(lines.at(-1)).toMatchObject({
      level: 'fatal',
      msg: 'worker died (exit code 1): workers died more than 5 times within a minute, so the server stops. Look at the errors above.',
    });
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('forgets deaths older than a minute', () => {
    const { cluster, forked, die } = fakeCluster();
    const exit = vi.fn();
    let clock = 0;
    superviseWorkers({ cluster, workers: 1, logger: fakeLogger().logger, exit, now: () => clock });
    for (let death = 0; death < 12; death += 1) {
      clock += 15_000;
      die(forked.at(-1)?.pid ?? 0, 1, null);
    }
    expect(forked).toHaveLength(13);
    expect(exit).not.toHaveBeenCalled();
  });

  it('stops every worker with SIGTERM, replaces none, and exits 0 once all have ended', () => {
    const { cluster, forked, die } = fakeCluster();
    const exit = vi.fn();
    const supervision = superviseWorkers({ cluster, workers: 2, logger: fakeLogger().logger, exit });
    supervision.stop(0);
    expect(forked.map((worker) => worker.signals)).toEqual([['SIGTERM'], ['SIGTERM']]);
    die(forked[0]?.pid ?? 0, 0, null);
    expect(exit).not.toHaveBeenCalled();
    die(forked[1]?.pid ?? 0, 0, null);
    expect(exit).toHaveBeenCalledWith(0);
    expect(forked).toHaveLength(2);
  });
});
