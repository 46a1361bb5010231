import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { fontsFor } from './card-fonts.ts';
import { CARD_IMAGE, type CardPicture } from './card-picture.ts';

/** An element of satori's tree (React's shape, without React). */
type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };
const h = (type: string, style: Record<string, unknown>, ...children: Array<Node | string>): Node => ({
  type,
  props: { style, children: children.length === 1 ? children[0] : children },
});
const img = (src: string, size: number, style: Record<string, unknown> = {}): Node => ({
  type: 'img',
  props: { src, width: size, height: size, style: { width: size, height: size, ...style } },
});

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;

const STAR = 'M12 1.5l3.1 6.9 7.4.7-5.6 5 1.7 7.4L12 17.7l-6.6 3.8 1.7-7.4-5.6-5 7.4-.7z';

/** Five stars, filled to the rating (halves drawn as half a star), as an SVG data URI. */
function starsUri(rating: number): string {
  const stars = Array.from({ length: 5 }, (_, i) => {
    const fill = Math.max(0, Math.min(1, rating - i));
    const x = i * 28;
    return [
      `<path transform="translate(${x} 0)" d="${STAR}" fill="#3b3f4c"/>`,
      fill > 0
        ? `<clipPath id="s${i}"><rect x="0" y="0" width="${24 * fill}" height="24"/></clipPath><path clip-path="url(#s${i})" transform="translate(${x} 0)" d="${STAR}" fill="#f5b82e"/>`
        : '',
    ].join('');
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="136" height="24" viewBox="0 0 136 24">${stars}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const COVER = 470;
/** The text column: what the cover and the margins leave. */
const TEXT_WIDTH = CARD_IMAGE.width - 2 * 70 - COVER - 60;

function coverBlock(picture: CardPicture, covers: string[]): Node {
  if (picture.kind === 'lists') {
    // A list's preview: its first four entries' covers in a square, empty places left dim.
    const half = (COVER - 14) / 2;
    const cells = Array.from({ length: 4 }, (_, i) => {
      const cover = covers[i];
      return cover
        ? img(cover, half, { borderRadius: 10 })
        : h('div', { width: half, height: half, borderRadius: 10, backgroundColor: '#23252e' });
    });
    return h('div', { display: 'flex', flexWrap: 'wrap', width: COVER, height: COVER, gap: 14 }, ...cells);
  }
  const cover = covers[0];
  const radius = picture.round ? COVER / 2 : 16;
  return cover
    ? img(cover, COVER, { borderRadius: radius })
    : h('div', { width: COVER, height: COVER, borderRadius: radius, backgroundColor: '#23252e' });
}

/** The card's tree: the cover (or preview) on the left; the label, title, artist, stars and Earmark's name. */
function cardTree(picture: CardPicture, covers: string[]): Node {
  const title = clip(picture.title, 90);
  const titleSize = title.length > 48 ? 52 : title.length > 24 ? 64 : 76;
  const text: Node[] = [
    h('div', { fontSize: 28, color: '#a9b4ff', letterSpacing: 1, marginBottom: 18 }, clip(picture.label, 60)),
    h(
      'div',
      {
        fontSize: titleSize,
        fontWeight: 700,
        lineHeight: 1.1,
        color: '#ffffff',
        lineClamp: 3,
        display: 'block',
      },
      title,
    ),
  ];
  if (picture.subtitle)
    text.push(h('div', { fontSize: 36, color: '#d2d5de', marginTop: 22 }, clip(picture.subtitle, 60)));
  if (picture.rating !== null)
    text.push(
      h(
        'div',
        { display: 'flex', marginTop: 30 },
        img(starsUri(picture.rating), 0, { width: 272, height: 48 }),
      ),
    );
  return h(
    'div',
    {
      width: CARD_IMAGE.width,
      height: CARD_IMAGE.height,
      display: 'flex',
      alignItems: 'center',
      padding: '0 70px',
      backgroundImage: 'linear-gradient(135deg, #1f1d33 0%, #111218 70%)',
      fontFamily: 'Inter',
      color: '#ffffff',
    },
    coverBlock(picture, covers),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        height: COVER,
        width: TEXT_WIDTH,
        marginLeft: 60,
      },
      h('div', { display: 'flex', flexDirection: 'column' }, ...text),
      h(
        'div',
        { display: 'flex', alignItems: 'center', fontSize: 34, fontWeight: 700, color: '#ffffff' },
        h('div', { width: 18, height: 18, borderRadius: 9, backgroundColor: '#7c8cff', marginRight: 14 }),
        'Earmark',
      ),
    ),
  );
}

/** The card as a 1200×630 PNG: laid out by satori (SVG), rasterised by resvg off the main thread. */
export async function drawCard(picture: CardPicture, covers: string[]): Promise<Buffer> {
  // satori takes React elements; this plain tree is their shape.
  const svg = await satori(cardTree(picture, covers) as unknown as Parameters<typeof satori>[0], {
    width: CARD_IMAGE.width,
    height: CARD_IMAGE.height,
    // The texts' scripts choose the fonts: a Japanese, Korean or Arabic title is drawn, not boxes.
    fonts: fontsFor([picture.label, picture.title, picture.subtitle ?? '', picture.key]),
  });
  const rendered = await renderAsync(svg, {
    fitTo: { mode: 'width', value: CARD_IMAGE.width },
    font: { loadSystemFonts: false },
  });
  return rendered.asPng();
}
