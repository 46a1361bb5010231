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
  it("writes a round picture's name inside its circle (a corner is cut away by the crop)", () => {
    const svg = drawCover({ seed: 'user:rafael.c', title: 'rafael.c', round: true });
    const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"([^>]*)>([^<]*)</g)];
    expect(texts).toHaveLength(1);
    const [, x, y, attributes, name] = texts[0] as RegExpMatchArray;
    expect(name).toBe('rafael.c');
    expect(attributes).toContain('text-anchor="middle"');
    // 20 characters of 20 px type (about 11 px each) centred on (x, y) stay inside the circle of 150.
    const halfWidth = (20 * 11) / 2;
    const corner = Math.hypot(Math.abs(Number(x) - 150) + halfWidth, Math.abs(Number(y) - 150) + 20);
    expect(corner).toBeLessThan(150);
  });
});
