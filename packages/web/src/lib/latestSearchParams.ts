/**
 * The query string as the address bar has it now. React Router's `setSearchParams(fn)` hands `fn` the
 * parameters of the last render, and navigations render in a transition, so a second quick change
 * (untick a filter, then pick a sort) would start from the stale copy and bring the removed value back.
 * The router writes the address before it renders, so a change built on this one never loses the last.
 */
export function latestSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}
