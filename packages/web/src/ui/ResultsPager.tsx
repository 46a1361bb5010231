import { LIMITS } from '@earmark/shared';
import { Center, type MantineSpacing, Pagination, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import classes from './ResultsPager.module.css';

type PagerProps = { total: number; value: number; onChange: (page: number) => void };

/** The pager under a list of results: page numbers with the app's siblings, centred; none for one page. */
export function ResultsPager({ total, value, onChange }: PagerProps) {
  if (total <= 1) return null;
  return (
    <Center>
      <Pagination
        total={total}
        value={Math.min(value, total)}
        siblings={LIMITS.paginationSiblings}
        onChange={onChange}
      />
    </Center>
  );
}

type ResultsProps = { page: number; label: string; gap?: MantineSpacing; children: ReactNode };

/**
 * Paged results. When the page changes (not on the first render) their start comes into view and
 * takes the focus: the pager a reader used at the bottom is redrawn with the new page, and the focus
 * would fall to the document's start (a keyboard or screen-reader user began again from the header)
 * while the screen still showed the end of the list.
 */
export function PagedResults({ page, label, gap = 'lg', children }: ResultsProps) {
  const start = useRef<HTMLDivElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const element = start.current;
    if (!element) return;
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [page]);
  return (
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
  );
}
