import { describe, expect, it } from 'vitest';
import { contrast, filledColors, lightVariantTextColors, palette } from './theme';

describe('lightVariantTextColors', () => {
  it("gives every colour's light badge and alert text at least 4.5:1 on its shade 1", () => {
    for (const [name, shades] of palette) {
      const text = lightVariantTextColors[`--mantine-color-${name}-light-color`] ?? shades[9] ?? '';
      expect(contrast(text, shades[1] ?? ''), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('deepens only the colours whose shade 9 fell short (green, orange…), not those that held', () => {
    expect(Object.keys(lightVariantTextColors)).toContain('--mantine-color-green-light-color');
    expect(Object.keys(lightVariantTextColors)).toContain('--mantine-color-orange-light-color');
    expect(Object.keys(lightVariantTextColors)).not.toContain('--mantine-color-blue-light-color');
    expect(Object.keys(lightVariantTextColors)).not.toContain('--mantine-color-ember-light-color');
  });
});

describe('filledColors', () => {
  it('gives white text at least 4.5:1 on every filled button and badge, and on its hover', () => {
    for (const [name, shades] of palette) {
      const fill = filledColors[`--mantine-color-${name}-filled`] ?? shades[8] ?? '';
      expect(contrast('#fff', fill), name).toBeGreaterThanOrEqual(4.5);
      const hover = filledColors[`--mantine-color-${name}-filled-hover`];
      if (hover) expect(contrast('#fff', hover), `${name} hover`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('deepens only the fills that fell short (green, orange, teal), not blue or the accent', () => {
    for (const name of ['green', 'orange', 'teal'])
      expect(Object.keys(filledColors)).toContain(`--mantine-color-${name}-filled`);
    for (const name of ['blue', 'ember', 'red'])
      expect(Object.keys(filledColors)).not.toContain(`--mantine-color-${name}-filled`);
  });
});
