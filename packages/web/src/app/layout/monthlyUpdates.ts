/**
 * The monthly update banner's texts, one per month key (YYYY-MM). The banner of the current month
 * shows (the month on the UTC calendar, so the server draws what the browser shows); a month
 * without a text has no banner. Earlier months keep their texts so their keys and wording stay on record.
 */
export const MONTHLY_UPDATES: Readonly<Record<string, string>> = {
  '2025-02':
    'February update: Earmark is open! Check albums and songs, rate them and keep a diary of what you hear.',
  '2025-03': 'March update: lists are here. Build ranked lists with sections, and follow the ones you like.',
  '2025-04': 'April update: recommend music to your friends, and answer the recommendations you get.',
  '2025-05': 'May update: deep listens. Mark the records you gave your full attention with the headphones.',
  '2025-06': 'June update: your collection has filters for reactions, For Later and your own listen status.',
  '2025-07': 'July update: supporters get a badge; thank you for keeping Earmark independent.',
  '2025-08':
    'August update: artist pages show your progress through their discography, with filters by type.',
  '2025-09':
    'September update: the bell at the top tells you about recommendations from friends and their answers to yours.',
  '2025-10': 'October update: a mobile app is in the works, and pages now load faster.',
  '2026-11': 'November update: search tabs count their results, and your collection remembers its view.',
  '2026-12':
    'December update: the bell now tells you about new followers and upvotes of your reviews, and album cards show headphones where you deep-listened.',
};

/** "2026-11": the month key of `now` on the UTC calendar. */
export function monthKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The current month's update, or null when this month has none. */
export function currentUpdate(now: Date): { key: string; text: string } | null {
  const key = monthKey(now);
  const text = MONTHLY_UPDATES[key];
  return text ? { key, text } : null;
}
