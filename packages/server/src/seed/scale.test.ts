import { describe, expect, it } from 'vitest';
import { DEMO_SIZE, scaleFor } from './scale.ts';

describe('scaleFor', () => {
  it('keeps the demo and the 100k world the size they were', () => {
    expect(scaleFor(DEMO_SIZE).members).toBe(50);
    expect(scaleFor(100_000).members).toBe(2_500);
  });

  it('grows the community faster than the catalog past 100,000 releases', () => {
    // 40,000 members at 1M make the 10M activity rows issue #31 measures at (bench/README.md, "Social").
    expect(scaleFor(1_000_000).members).toBe(40_000);
    expect(scaleFor(400_000).members).toBe(15_000);
  });

  it('refuses a world too small to hold its fixtures', () => {
    expect(() => scaleFor(19)).toThrow('size must be an integer of at least 20');
  });
});
