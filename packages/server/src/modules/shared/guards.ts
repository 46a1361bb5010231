import type { Context } from '../../context.ts';
import { AppError, loggedOut } from '../../errors.ts';

/**
 * Who may act: the one auth guard every domain imports (domains never import each other for it).
 */

/** The signed-in member's id; a guest gets LOGGED_OUT ("loggedOut" turns into the sign-up prompt). */
export function requireMember(ctx: Context, action: string): number {
  if (!ctx.viewer) throw loggedOut(action);
  return ctx.viewer.id;
}

/** The signed-in admin's id; a guest gets LOGGED_OUT, any other member FORBIDDEN. */
export function requireAdmin(ctx: Context, action: string): number {
  const id = requireMember(ctx, action);
  if (!ctx.viewer?.isAdmin) throw new AppError('FORBIDDEN', `Only admins can ${action}.`);
  return id;
}

/** A staff member's id (admin or support, who work the metadata queues); others FORBIDDEN. */
export function requireStaff(ctx: Context, action: string): number {
  const id = requireMember(ctx, action);
  if (!ctx.viewer?.isAdmin && !ctx.viewer?.isSupport)
    throw new AppError('FORBIDDEN', `Only support staff can ${action}.`);
  return id;
}
