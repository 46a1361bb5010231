import cliProgress from 'cli-progress';
import type { SeedPhase } from './seed.ts';

const LABELS: Record<SeedPhase, string> = {
  catalog: 'releases',
  activity: 'members: activity',
  lists: 'members: lists',
  social: 'members: likes, follows, recs',
  finish: 'counters and indexes',
};

/**
 * A progress bar per phase with its rate and ETA; without a terminal (CI, logs) one line per
 * tenth of a phase instead.
 */
export function createProgress(stream: NodeJS.WriteStream = process.stderr) {
  const bar = new cliProgress.SingleBar(
    {
      format: '{phase} |{bar}| {percentage}% | {value}/{total} | {rate}/s | ETA {eta_formatted}',
      stream,
      hideCursor: true,
      etaBuffer: 50,
    },
    cliProgress.Presets.shades_classic,
  );
  let current: SeedPhase | null = null;
  let phaseStarted = 0;
  let lastTenth = -1;
  const interactive = stream.isTTY === true;

  function update(phase: SeedPhase, done: number, total: number): void {
    const now = Date.now();
    if (phase !== current) {
      if (current && interactive) bar.stop();
      current = phase;
      phaseStarted = now;
      lastTenth = -1;
      if (interactive) bar.start(total, 0, { phase: LABELS[phase], rate: 0 });
    }
    const rate = Math.round(done / Math.max(0.001, (now - phaseStarted) / 1000));
    if (interactive) {
      bar.setTotal(total);
      bar.update(done, { rate });
      return;
    }
    const tenth = Math.floor((done / Math.max(1, total)) * 10);
    if (tenth !== lastTenth) {
      lastTenth = tenth;
      stream.write(
        `${LABELS[phase]}: ${done}/${total} (${rate}/s, ${((now - phaseStarted) / 1000).toFixed(1)} s)\n`,
      );
    }
  }

  function stop(): void {
    if (current && interactive) bar.stop();
  }

  return { update, stop };
}
