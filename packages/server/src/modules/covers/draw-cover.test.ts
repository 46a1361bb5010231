import { describe, expect, it } from 'vitest';
import { drawCover, initials } from './draw-cover.ts';

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
  it('marks a round picture with large initials in the middle of its circle (shown 40 px wide, a name would be cut or unreadable)', () => {
    const svg = drawCover({ seed: 'user:rafael.c', title: 'rafael.c', round: true });
    const texts = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)"([^>]*)>([^<]*)</g)];
    expect(texts).toHaveLength(1);
    const [, x, y, attributes, name] = texts[0] as RegExpMatchArray;
    expect(name).toBe('RC');
    expect(attributes).toContain('text-anchor="middle"');
    const size = Number(/font-size="(\d+)"/.exec(attributes ?? '')?.[1]);
    // At 40 px the letters are 40 × size / 300 px tall: at least 15 px.
    expect((40 * size) / 300).toBeGreaterThanOrEqual(15);
    // Two letters (about 0.7 em each) centred on (x, y - 0.35 em) stay inside the circle of 150.
    const corner = Math.hypot(
      Math.abs(Number(x) - 150) + 0.7 * size,
      Math.abs(Number(y) - 0.35 * size - 150) + 0.35 * size,
    );
    expect(corner).toBeLessThan(150);
  });

  it('takes initials from the first two words of a name', () => {
    expect(initials('The Beatles')).toBe('TB');
    expect(initials('björk')).toBe('B');
    expect(initials('maya_saints')).toBe('MS');
    expect(initials('Ana Lúcia de Souza')).toBe('AL');
    expect(initials('')).toBe('');
  });
});
