import satori from 'satori';
import { describe, expect, it } from 'vitest';
import { fontsFor, parseUnicodeRange, sliceFor } from './card-fonts.ts';

/** One character drawn as satori draws a card's text (glyph outlines as SVG paths). */
const draw = (text: string, fonts = fontsFor([text])) =>
  satori(
    {
      type: 'div',
      props: { style: { fontFamily: 'Inter', fontSize: 40, display: 'flex' }, children: text },
    } as never,
    {
      width: 200,
      height: 80,
      fonts,
    },
  );

const SAMPLES: Record<string, string> = {
  'Noto Sans JP': '東京事変アダルト',
  'Noto Sans KR': '방탄소년단',
  'Noto Sans Arabic': 'فيروز',
  'Noto Sans Hebrew': 'שלום',
  'Noto Sans Thai': 'ภาษาไทย',
  Inter: 'Кино Ελληνικά Tiếng Việt Sigur Rós',
};

describe('the share cards draw titles in every script', () => {
  it('reads a unicode range as @fontsource writes it', () => {
    expect(parseUnicodeRange('U+0400-045F,U+2116, U+25ee8')).toEqual([
      [0x400, 0x45f],
      [0x2116, 0x2116],
      [0x25ee8, 0x25ee8],
    ]);
  });

  it('a Latin title loads Inter alone; another script adds only the slices its letters are in', () => {
    expect(fontsFor(['Kind of Blue', 'Miles Davis']).map((f) => f.name)).toEqual(['Inter', 'Inter']);
    for (const [family, text] of Object.entries(SAMPLES)) {
      for (const char of text.replaceAll(' ', ''))
        expect(sliceFor(char.codePointAt(0) ?? 0)?.family, char).toBe(family);
      const fonts = fontsFor([text]);
      expect(fonts[0]?.name).toBe('Inter');
      expect(fonts.length).toBeLessThanOrEqual(2 + 2 * [...text].length);
    }
  });

  it('answers the same array for the same slices, so satori parses a set of fonts once', () => {
    expect(fontsFor(['방탄소년단'])).toBe(fontsFor(['방탄소년단']));
  });

  it('draws each letter with its own glyph, never the missing-glyph box', async () => {
    // A private-use code point has no glyph in any family: what a missing letter looks like.
    const missing = await draw('\uE000');
    for (const text of Object.values(SAMPLES)) {
      for (const char of new Set(text.replaceAll(' ', ''))) {
        expect(await draw(char), `${char} U+${char.codePointAt(0)?.toString(16)}`).not.toBe(missing);
      }
    }
    // Without its script's fonts, a letter is the box: the test can tell.
    expect(await draw('방', fontsFor(['Latin']))).toBe(missing);
  }, 60_000);
});
