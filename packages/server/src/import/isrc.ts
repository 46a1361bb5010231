/**
 * An ISRC as Earmark stores it: upper case without hyphens or spaces, 2 letters (country), 3
 * letters or digits (registrant), 7 digits (year and designation), as `songs_isrcs_format`
 * requires. Anything else is not an ISRC.
 */
const ISRC = /^[A-Z]{2}[A-Z0-9]{3}[0-9]{7}$/;

export function isrcOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const isrc = value.replace(/[\s-]/g, '').toUpperCase();
  return ISRC.test(isrc) ? isrc : null;
}

/** The valid ISRCs among `values`, normalized, each once, sorted (a canonical order: a re-import compares equal). */
export function isrcList(values: readonly unknown[] | null | undefined): string[] {
  return [...new Set((values ?? []).flatMap((v) => isrcOrNull(v) ?? []))].sort();
}
