import { describe, expect, it, vi } from 'vitest';
import { charge, clientScope, newClient, SHARE_SCORE_MS, scoreClock } from './client-scope.ts';
import { DbGate } from './db-gate.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the statement gate of the embedded database', () => {
  it('lets one call through at a time and hands the next place to the least busy client', async () => {
    const gate = new DbGate({ concurrency: 1, perClient: 1 });
    const busy = newClient('address:busy', scoreClock());
    const visitor = newClient('address:visitor', scoreClock());
    charge(busy, SHARE_SCORE_MS / 2, scoreClock());
    const order: string[] = [];
    let finishFirst = () => {};
    const first = clientScope.run(busy, () =>
      gate.run(async () => {
        order.push('busy 1 starts');
        await new Promise<void>((resolve) => {
          finishFirst = resolve;
        });
      }),
    );
    await tick();
    // Three more of the busy client's calls wait, then the visitor's.
    const queued = [2, 3, 4].map((n) =>
      clientScope.run(busy, () => gate.run(async () => void order.push(`busy ${n}`))),
    );
    await tick();
    const visitorCall = clientScope.run(visitor, () => gate.run(async () => void order.push('visitor')));
    await tick();
    expect(order).toEqual(['busy 1 starts']);
    finishFirst();
    await Promise.all([first, ...queued, visitorCall]);
    expect(order).toEqual(['busy 1 starts', 'visitor', 'busy 2', 'busy 3', 'busy 4']);
  });

  it('charges each call its time, and the server own work (no client) goes first', async () => {
    const gate = new DbGate({ concurrency: 1, perClient: 1 });
    const client = newClient('member:1', scoreClock());
    await clientScope.run(client, () => gate.run(() => new Promise((resolve) => setTimeout(resolve, 30))));
    expect(client.unflushedMs).toBeGreaterThanOrEqual(25);
    expect(client.score).toBeGreaterThanOrEqual(25);

    const order: string[] = [];
    let release = () => {};
    const running = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const fresh = newClient('address:fresh', scoreClock());
    const waiting = clientScope.run(fresh, () => gate.run(async () => void order.push('fresh client')));
    await tick();
    const own = gate.run(async () => void order.push('server'));
    release();
    await Promise.all([running, waiting, own]);
    expect(order).toEqual(['server', 'fresh client']);
  });

  it('holds a client past its share of a connection until its score decays, places free or not', async () => {
    const gate = new DbGate({ concurrency: 4, perClient: 4 });
    const heavy = newClient('address:heavy', scoreClock());
    charge(heavy, SHARE_SCORE_MS * 1.05, scoreClock());
    const started = performance.now();
    await clientScope.run(heavy, () => gate.run(async () => {}));
    // ln(1.05) of the score's mean life (~4.3 s): about 210 ms.
    expect(performance.now() - started).toBeGreaterThan(150);
    const light = newClient('address:light', scoreClock());
    const quick = performance.now();
    await clientScope.run(light, () => gate.run(async () => {}));
    expect(performance.now() - quick).toBeLessThan(50);
  });

  it('lets a held client through as its score decays, whatever the wall clock does', async () => {
    // A wall clock set back or standing still (a test that fakes Date) must not hold a client for good.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-03-01T10:00:00Z') });
    try {
      const gate = new DbGate({ concurrency: 4, perClient: 4 });
      const heavy = newClient('address:heavy', scoreClock());
      const other = newClient('address:other', scoreClock());
      await clientScope.run(other, () => gate.run(async () => {}));
      charge(heavy, SHARE_SCORE_MS * 1.05, scoreClock());
      let ran = false;
      const held = clientScope
        .run(heavy, () => gate.run(async () => {}))
        .then(() => {
          ran = true;
        });
      await clientScope.run(other, () => gate.run(async () => {}));
      await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 3_000))]);
      expect(ran).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives one client at most its places, leaving the rest to others', async () => {
    const gate = new DbGate({ concurrency: 3, perClient: 1 });
    const one = newClient('address:one', scoreClock());
    const other = newClient('address:other', scoreClock());
    let running = 0;
    let most = 0;
    const call = () =>
      gate.run(async () => {
        running++;
        most = Math.max(most, running);
        await tick();
        running--;
      });
    const order: string[] = [];
    await Promise.all([
      ...[1, 2, 3].map((n) => clientScope.run(one, () => call().then(() => order.push(`one ${n}`)))),
      clientScope.run(other, () => call().then(() => order.push('other'))),
    ]);
    expect(most).toBe(2);
    expect(order.indexOf('other')).toBeLessThan(order.indexOf('one 2'));
  });
});
