const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs tasks one at a time, each starting at least `intervalMs` after the previous one
 * finished. Counting from the end (the answer has arrived, so the server has seen the request)
 * keeps the gaps the server sees at least `intervalMs`, whatever the network or event-loop delays.
 */
export class Throttle {
  private next = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly intervalMs: number) {}

  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      // Timers may fire a little early; wait until the clock has really passed the mark.
      for (let now = Date.now(); now < this.next; now = Date.now()) await sleep(this.next - now);
      try {
        return await task();
      } finally {
        this.next = Date.now() + this.intervalMs;
      }
    });
    this.queue = result.catch(() => undefined);
    return result;
  }
}
