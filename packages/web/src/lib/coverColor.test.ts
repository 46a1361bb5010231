import { describe, expect, it } from 'vitest';
import { averageColor, brightenToLuminance, darkenToLuminance, luminance } from './coverColor';

describe('cover colour', () => {
  it('brightens a dark colour to luminance 220, keeping its hue', () => {
    const navy = [20, 40, 120] as const;
    const light = brightenToLuminance(navy);
    expect(Math.abs(luminance(light) - 220)).toBeLessThan(1);
    // Still bluest: blue above green above red, as before.
    expect(light[2]).toBeGreaterThan(light[1]);
    expect(light[1]).toBeGreaterThan(light[0]);
  });

  it('keeps a colour already lighter than 220', () => {
    expect(brightenToLuminance([240, 240, 230])).toEqual([240, 240, 230]);
  });

  it('darkens a light colour to luminance 40 for the dark scheme, keeping its hue', () => {
    const peach = [250, 200, 160] as const;
    const dark = darkenToLuminance(peach);
    expect(Math.abs(luminance(dark) - 40)).toBeLessThan(1);
    expect(dark[0]).toBeGreaterThan(dark[1]);
    expect(dark[1]).toBeGreaterThan(dark[2]);
    expect(darkenToLuminance([10, 20, 30])).toEqual([10, 20, 30]);
  });

  it('averages the opaque pixels only', () => {
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255, 9, 9, 9, 0]);
    expect(averageColor(pixels)).toEqual([128, 0, 128]);
    expect(averageColor(new Uint8ClampedArray([1, 2, 3, 0]))).toBeNull();
  });
});
