import { useClockText } from '../lib/clock';
import { timeAgo } from '../lib/format';

/** "3 minutes ago", as a <time> element, written against the clock a drawn page was drawn with. */
export function TimeAgo({ date }: { date: string }) {
  const text = useClockText((now) => timeAgo(date, new Date(now)));
  return <time dateTime={date}>{text}</time>;
}
