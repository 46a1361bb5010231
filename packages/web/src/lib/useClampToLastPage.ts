import { useEffect, useEffectEvent } from 'react';

/**
 * A page past the last one (an old link, ?page=99, or items gone since) goes to the last page once
 * the answer says how many there are (`lastPage`, undefined until then). True while it goes, so the
 * page shows its loading state rather than an empty page without pagination.
 */
export function useClampToLastPage(
  page: number,
  lastPage: number | undefined,
  goToPage: (page: number) => void,
): boolean {
  const pastTheEnd = lastPage !== undefined && page > lastPage;
  const goTo = useEffectEvent(goToPage);
  useEffect(() => {
    if (pastTheEnd) goTo(lastPage);
  }, [pastTheEnd, lastPage]);
  return pastTheEnd;
}
