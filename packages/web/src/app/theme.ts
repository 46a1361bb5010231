import { createTheme, type MantineColorsTuple } from '@mantine/core';
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
