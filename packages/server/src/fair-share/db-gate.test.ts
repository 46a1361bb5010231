import { describe, expect, it } from 'vitest';
import { charge, clientScope, newClient } from './client-scope.ts';
import { DbGate } from './db-gate.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the statement gate of the embedded database', () => {
  it('lets one call through at a time and hands the next place to the least busy client', async () => {
    const gate = new DbGate(1);
    const busy = newClient('address:busy', Date.now());
    const visitor = newClient('address:visitor', Date.now());
    charge(busy, 5_000, Date.now());
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
    const gate = new DbGate(1);
    const client = newClient('member:1', Date.now());
    await clientScope.run(client, () => gate.run(() => new Promise((resolve) => setTimeout(resolve, 30))));
    expect(client.unflushedMs).toBeGreaterThanOrEqual(25);
    expect(client.score).toBeGreaterThanOrEqual(25);

    const order: string[] = [];
    let release = () => {};
    const running = gate.run(() => new Promise<void>((resolve) => (release = resolve)));
    const fresh = newClient('address:fresh', Date.now());
    const waiting = clientScope.run(fresh, () => gate.run(async () => void order.push('fresh client')));
    await tick();
    const own = gate.run(async () => void order.push('server'));
    release();
    await Promise.all([running, waiting, own]);
    expect(order).toEqual(['server', 'fresh client']);
  });
});
