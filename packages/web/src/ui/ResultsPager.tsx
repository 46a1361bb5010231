import { LIMITS } from '@earmark/shared';
import { Center, type MantineSpacing, Pagination, Stack } from '@mantine/core';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import classes from './ResultsPager.module.css';

/** Tells the results around a pager that the reader turned the page with it. */
const PageTurned = createContext<(() => void) | null>(null);

type PagerProps = { total: number; value: number; onChange: (page: number) => void };

/** The pager under a list of results: page numbers with the app's siblings, centred; none for one page. */
export function ResultsPager({ total, value, onChange }: PagerProps) {
  const turned = useContext(PageTurned);
  if (total <= 1) return null;
  return (
    <Center>
      <Pagination
        total={total}
        value={Math.min(value, total)}
        siblings={LIMITS.paginationSiblings}
        onChange={(page) => {
          turned?.();
          onChange(page);
        }}
      />
    </Center>
  );
}

type ResultsProps = { page: number; label: string; gap?: MantineSpacing; children: ReactNode };

/**
 * Paged results. When the reader turns the page with the pager inside, the new page's start comes
 * into view and takes the focus: the pager they used at the bottom is redrawn with the new page, and
 * the focus would fall to the document's start (a keyboard or screen-reader user began again from
 * the header) while the screen still showed the end of the list. A page changed another way (a
 * filter above going back to page 1, the browser's Back) leaves the focus where it is.
 */
export function PagedResults({ page, label, gap = 'lg', children }: ResultsProps) {
  const start = useRef<HTMLDivElement>(null);
  const shown = useRef(page);
  const turnedHere = useRef(false);
  const turned = useRef(() => {
    turnedHere.current = true;
  }).current;
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    if (!turnedHere.current) return;
    turnedHere.current = false;
    const element = start.current;
    if (!element) return;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [page]);
  return (
    <PageTurned.Provider value={turned}>
      <Stack
        component="section"
        ref={start}
        tabIndex={-1}
        aria-label={label}
        gap={gap}
        className={classes.results}
      >
        {children}
      </Stack>
    </PageTurned.Provider>
  );
}
