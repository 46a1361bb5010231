import { describe, expect, it } from 'vitest';
import { drawCover } from './draw-cover.ts';

describe('drawCover', () => {
  it('draws the same SVG for the same seed and a different one for another', () => {
    const a = drawCover({ seed: 'release:1', title: 'Blue' });
    expect(drawCover({ seed: 'release:1', title: 'Blue' })).toBe(a);
    expect(drawCover({ seed: 'release:2', title: 'Blue' })).not.toBe(a);
    expect(a.startsWith('<svg')).toBe(true);
  });

  it('escapes the title', () => {
    const svg = drawCover({ seed: 'x', title: '<script>&"' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;script&#62;');
  });
});
