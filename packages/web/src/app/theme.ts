import { createTheme, DEFAULT_THEME, darken, luminance, type MantineColorsTuple } from '@mantine/core';
import classes from './theme.module.css';

/** Earmark's single accent: a warm ember orange, like a record-label sticker. */
const ember: MantineColorsTuple = [
  '#fff4ec',
  '#ffe6d5',
  '#fecaaa',
  '#fdab7a',
  '#fc8f51',
  '#fb7c36',
  '#f26a22',
  '#dd5a16',
  '#c04f0f',
  '#a3420a',
];

/** WCAG's contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `shade` darkened in steps of 5% until `holds` it (at most nine steps), or undefined if it already did. */
function deepened(shade: string, holds: (color: string) => boolean): string | undefined {
  if (holds(shade)) return undefined;
  let color = shade;
  for (let step = 1; !holds(color) && step < 10; step++) color = darken(shade, step * 0.05);
  return color;
}

/** Every colour a component may name: Mantine's and the accent. */
export const palette = Object.entries({ ...DEFAULT_THEME.colors, ember });

/**
 * The text of a light badge, alert or button in the light scheme. Mantine draws it in a colour's shade 9
 * on its shade 1, under the 4.5:1 text needs for green (3.8), orange (3.6), teal (4.3), lime and
 * yellow: those get their shade 9 darkened until it holds (same hue, a little deeper).
 * The dark scheme's shade 0 on a darkened shade 9 holds for every colour.
 */
export const lightVariantTextColors: Record<string, string> = Object.fromEntries(
  palette.flatMap(([name, shades]) => {
    const text = deepened(shades[9], (color) => contrast(color, shades[1]) >= 4.5);
    return text ? [[`--mantine-color-${name}-light-color`, text]] : [];
  }),
);

/**
 * White text on a filled button or badge, in both schemes: Mantine fills with the primary shade (8),
 * under 4.5:1 with white for green, orange, teal and the light yellows; those fills are deepened like
 * the light text above, and their hover one step further.
 */
export const filledColors: Record<string, string> = Object.fromEntries(
  palette.flatMap(([name, shades]) => {
    const fill = deepened(shades[8], (color) => contrast('#fff', color) >= 4.5);
    return fill
      ? [
          [`--mantine-color-${name}-filled`, fill],
          [`--mantine-color-${name}-filled-hover`, darken(fill, 0.1)],
        ]
      : [];
  }),
);

const fontStack =
  'Inter, "Segoe UI Variable", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif';

const PAGER_CONTROL_NAMES = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

/** Accessible names of a pager's arrows ("Previous page", "Next page"). */
export function pagerControlProps(control: keyof typeof PAGER_CONTROL_NAMES) {
  return { 'aria-label': PAGER_CONTROL_NAMES[control] };
}

/** A pager's page button is "Page 3" to a screen reader (Mantine marks the current one aria-current). */
export function pagerItemProps(page: number) {
  return { 'aria-label': `Page ${page}` };
}

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: 8,
  colors: { ember },
  fontFamily: fontStack,
  headings: {
    fontFamily: fontStack,
    fontWeight: '800',
    sizes: {
      h1: { fontSize: '2.25rem', lineHeight: '1.15' },
      h2: { fontSize: '1.5rem', lineHeight: '1.25' },
      h3: { fontSize: '1.15rem', lineHeight: '1.3' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A link in an alert's text takes that text's colour, underlined: the accent on a tinted ground is
    // under 4.5:1 (3.9:1 on the blue notice, 4:1 on the red one).
    Alert: { classNames: { message: classes.alertMessage } },
    Anchor: { defaultProps: { underline: 'hover' } },
    // Mantine's cite is its grey at 60% opacity (2.3:1 on the light quote, 4.3:1 on the dark one): the
    // app's dimmed grey, opaque, holds 4.5 in both.
    Blockquote: { styles: { cite: { color: 'var(--mantine-color-dimmed)', opacity: 1 } } },
    Container: { defaultProps: { size: 'lg' } },
    // Every pager names its buttons (Mantine's arrows have no text; a bare "3" says nothing out of context).
    Pagination: {
      classNames: { root: classes.paginationRoot },
      defaultProps: { getControlProps: pagerControlProps, getItemProps: pagerItemProps },
    },
    Tabs: { classNames: { list: classes.tabsList } },
  },
});
