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
    // Mantine's cite grey is 4.3:1 on the dark scheme's quote: the app's dimmed grey holds 4.5 in both.
    Blockquote: { styles: { cite: { color: 'var(--mantine-color-dimmed)' } } },
    Container: { defaultProps: { size: 'lg' } },
    Pagination: { classNames: { root: classes.paginationRoot } },
    Tabs: { classNames: { list: classes.tabsList } },
  },
});
