import { kindNames } from '@earmark/shared';
import type { Question } from '../../ui/confirm';
import type { ActionItem } from './actionItem';

/**
 * What unchecking would also remove (the server clears the rating and the reaction with the check,
 * in one transaction), as the question to ask first; null when nothing else is lost.
 */
export function uncheckQuestion(item: ActionItem): Question | null {
  const lost = [
    item.currentUserRating != null ? 'rating' : null,
    item.currentUserHasFavorited ? 'favorite' : null,
    item.currentUserHasLoved ? 'love' : null,
    item.currentUserHasLiked ? 'like' : null,
  ].filter((part) => part !== null);
  if (lost.length === 0) return null;
  const kind = kindNames(item.__typename).word;
  return {
    title: `Remove your ${lost.join(' and ')} too?`,
    message: `Marking this ${kind} as not listened removes ${lost.length > 1 ? 'them' : 'it'}.`,
    confirmLabel: 'Mark as not listened',
  };
}
