const short = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const full = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function parseDay(rawDate: string | null): Date | null {
  if (!rawDate || !/^\d{4}-\d{2}-\d{2}$/.test(rawDate)) return null;
  const day = new Date(`${rawDate}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

/** "Oct 5, 2025" for a diary date (YYYY-MM-DD); null without one. */
export function dateText(rawDate: string | null): string | null {
  const day = parseDay(rawDate);
  return day ? short.format(day) : null;
}

/** "Sunday, October 5, 2025" for a diary date; null without one. */
export function dateFull(rawDate: string | null): string | null {
  const day = parseDay(rawDate);
  return day ? full.format(day) : null;
}
