/** The stats module's surface: a member's stats and year in review (the bench measures these). */
export { memberStats } from './member-stats-query.ts';
export { yearReview } from './year-review-query.ts';
