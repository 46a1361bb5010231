/** An item page's keyboard shortcuts, as the `?` dialog and the README list them. */
export const ITEM_SHORTCUTS = [
  { keys: 'c', label: 'Mark as listened (or unmark)' },
  { keys: 'l', label: 'Like (or unlike)' },
  { keys: 'r', label: 'Reflect: log a listen, rate, review' },
  { keys: 'w', label: 'Add to For Later (or remove)' },
  { keys: '/', label: 'Search' },
  { keys: '?', label: 'Show these shortcuts' },
] as const;
