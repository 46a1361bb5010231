import type { Context } from '../../context.ts';
import type { UserRow } from '../../db/rows.ts';
import { canSeeListening } from '../shared/index.ts';

/** Why a member's stats are not shown to the viewer; null when they are. */
export type HiddenReason = 'HIDDEN_BY_MEMBER' | 'PRIVATE_PROFILE' | 'NOT_AVAILABLE';

export type StatsAccess = {
  hiddenReason: HiddenReason | null;
  /** The member looks at their own stats, which others cannot see (hidden, or a private profile). */
  onlyYouSee: boolean;
};

/**
 * Who may see a member's stats and year in review: the member always; others unless the member
 * turned "Show my stats" off, blocked them, or has a private profile and they are not friends.
 */
export async function statsAccess(ctx: Context, user: UserRow): Promise<StatsAccess> {
  if (ctx.viewer?.id === user.id) return { hiddenReason: null, onlyYouSee: !user.showStats };
  if (!user.showStats) return { hiddenReason: 'HIDDEN_BY_MEMBER', onlyYouSee: false };
  if (ctx.viewer && (await ctx.loaders.social.blockedViewer.load(user.id)) !== null)
    return { hiddenReason: 'NOT_AVAILABLE', onlyYouSee: false };
  if (!(await canSeeListening(ctx, user))) return { hiddenReason: 'PRIVATE_PROFILE', onlyYouSee: false };
  return { hiddenReason: null, onlyYouSee: false };
}
