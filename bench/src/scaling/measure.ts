import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';

/** CPU seconds (user + system) a process has used, from /proc. */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:'));
    return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The pids of processes whose command line matches. */
export function pidsOf(pattern: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', pattern], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** The children (workers) of a process tree, found from /proc. */
export function descendants(pid: number): number[] {
  try {
    const children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [...children, ...children.flatMap(descendants)];
  } catch {
    return [];
  }
}

/** CPU used by groups of processes over a stretch of time, as a share of one core. */
export function cpuMeter(groups: Record<string, () => number[]>) {
  const start = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [
      name,
      new Map(pids().map((pid) => [pid, cpuSeconds(pid)])),
    ]),
  );
  const startedAt = performance.now();
  return () => {
    const seconds = (performance.now() - startedAt) / 1000;
    return Object.fromEntries(
      Object.entries(groups).map(([name, pids]) => {
        const before = start[name] ?? new Map<number, number>();
        const used = pids().reduce((sum, pid) => sum + cpuSeconds(pid) - (before.get(pid) ?? 0), 0);
        return [name, Math.round((used / seconds) * 100) / 100];
      }),
    );
  };
}

export const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);
