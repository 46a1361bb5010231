import cliProgress from 'cli-progress';

/** How an import shows its progress; tests pass a silent one. */
export type ImportProgress = {
  start(total: number): void;
  update(done: number, items: number): void;
  log(message: string): void;
  stop(): void;
};

export const silentProgress: ImportProgress = {
  start() {},
  update() {},
  log() {},
  stop() {},
};

function formatCount(n: number): string {
  return n >= 1e6 ? `${(n / 1e6).toFixed(1)}M` : n >= 1e4 ? `${Math.round(n / 1e3)}k` : String(n);
}

/**
 * A terminal bar on stderr: share done, items and their rate per second, and the ETA that
 * cli-progress derives from the done amount. Messages print above the bar.
 */
export function terminalProgress(itemName: string): ImportProgress {
  const bars = new cliProgress.MultiBar(
    {
      format: `{bar} {percentage}% | {items} ${itemName} | {rate}/s | ETA {eta_formatted}`,
      hideCursor: true,
      etaBuffer: 50,
      fps: 5,
      stream: process.stderr,
      // Piped output gets a plain line every 10 s instead of a redrawn bar.
      noTTYOutput: true,
      notTTYSchedule: 10_000,
    },
    cliProgress.Presets.shades_classic,
  );
  let bar: cliProgress.SingleBar | undefined;
  let started = 0;
  return {
    start(total) {
      started = Date.now();
      bar = bars.create(total, 0, { items: '0', rate: '0' });
    },
    update(done, items) {
      const seconds = Math.max((Date.now() - started) / 1000, 0.001);
      bar?.update(done, { items: formatCount(items), rate: formatCount(Math.round(items / seconds)) });
    },
    log(message) {
      if (process.stderr.isTTY) bars.log(`${message}\n`);
      else process.stderr.write(`${message}\n`);
    },
    stop() {
      bars.stop();
    },
  };
}
