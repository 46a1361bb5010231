import { useSearchParams } from 'react-router';

/** A positive integer page from the query string, else 1. */
export function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The users tab's `status` and `page`: an unknown status falls back to the first (default) one,
 * and the default status and page 1 are left out of the URL.
 */
export function useUsersTabParams<T extends string>(statuses: readonly T[]) {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('status');
  const fallback = statuses[0] as T;
  const status = raw !== null && (statuses as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const page = readPage(search.get('page'));

  function update(next: { status?: T; page?: number }) {
    const params = new URLSearchParams();
    const nextStatus = next.status ?? status;
    // A new status starts again from its first page.
    const nextPage = next.status && next.status !== status ? 1 : (next.page ?? page);
    if (nextStatus !== fallback) params.set('status', nextStatus);
    if (nextPage !== 1) params.set('page', String(nextPage));
    setSearch(params, { preventScrollReset: true, state: { scrollToTop: false } });
  }

  return {
    status,
    page,
    setStatus: (s: T) => update({ status: s }),
    setPage: (p: number) => update({ page: p }),
  };
}
