import { LIMITS } from './limits.ts';

/** A rating a member can set: 0.5 to 5 in half steps (0 means "remove", handled by callers). */
export function isValidRating(value: number): boolean {
  return (
    Number.isFinite(value) &&
    value >= LIMITS.ratingMin &&
    value <= LIMITS.ratingMax &&
    Number.isInteger(value * 2)
  );
}
