/**
 * A guest's checks, kept in local storage as id lists of releases and songs and sent with one checkItems call right after signup.
 */
export const GUEST_CHECKS_KEY = 'earmark.guestChecks';

export type GuestItemType = 'Release' | 'Song';
export type GuestChecks = { releases: string[]; songs: string[] };

/** No checks: one value, so a device without any reads the same as a drawn page (useGuestChecks). */
export const NO_GUEST_CHECKS: GuestChecks = { releases: [], songs: [] };
const EMPTY = NO_GUEST_CHECKS;
const listeners = new Set<() => void>();
/** The last parsed value and the stored text it came from: stable for useSyncExternalStore. */
let cached: { raw: string | null; checks: GuestChecks } | null = null;

function ids(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(GUEST_CHECKS_KEY);
  } catch {
    return cached?.raw ?? null;
  }
}

function parse(raw: string | null): GuestChecks {
  if (raw === null) return EMPTY;
  try {
    const record = (JSON.parse(raw ?? 'null') ?? {}) as Record<string, unknown>;
    return { releases: ids(record.releases), songs: ids(record.songs) };
  } catch {
    return EMPTY;
  }
}

/** The stored checks, always as stored now (another tab or script may have changed them). */
export function readGuestChecks(): GuestChecks {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, checks: parse(raw) };
  return cached.checks;
}

function write(next: GuestChecks): void {
  const empty = next.releases.length === 0 && next.songs.length === 0;
  const raw = empty ? null : JSON.stringify(next);
  cached = { raw, checks: next };
  try {
    if (raw === null) localStorage.removeItem(GUEST_CHECKS_KEY);
    else localStorage.setItem(GUEST_CHECKS_KEY, raw);
  } catch {
    // Storage unavailable (private mode): the checks live for this page only.
  }
  for (const listener of listeners) listener();
}

/** Where the stored checks keep each kind (the storage format: releases and songs). */
const FIELDS = { Release: 'releases', Song: 'songs' } as const;
const field = (type: GuestItemType) => FIELDS[type];

/** The ids of one kind a guest has checked. */
export function guestCheckedIds(checks: GuestChecks, type: GuestItemType): string[] {
  return checks[FIELDS[type]];
}

export function isGuestChecked(type: GuestItemType, id: string): boolean {
  return readGuestChecks()[field(type)].includes(id);
}

/** Checks or unchecks an item for the guest; answers whether it is now checked. */
export function toggleGuestCheck(type: GuestItemType, id: string): boolean {
  const current = readGuestChecks();
  const list = current[field(type)];
  const checked = !list.includes(id);
  write({ ...current, [field(type)]: checked ? [...list, id] : list.filter((other) => other !== id) });
  return checked;
}

export function clearGuestChecks(): void {
  write(EMPTY);
}

export function subscribeGuestChecks(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the subscribers to read again (another tab's changes arrive as a storage event). */
export function reloadGuestChecks(): void {
  for (const listener of listeners) listener();
}

/** The items of checkItems: id and type RELEASE or SONG. */
export function guestCheckItems(checks: GuestChecks = readGuestChecks()) {
  return [
    ...checks.releases.map((id) => ({ id, type: 'RELEASE' as const })),
    ...checks.songs.map((id) => ({ id, type: 'SONG' as const })),
  ];
}
