/**
 * A block stands between the signed-in member and this member, whichever of them blocked the other:
 * neither can follow the other, so no Follow button is offered (the server refuses it either way).
 */
export function blockStandsBetween(user: {
  isBlockedByCurrentUser: boolean;
  hasBlockedCurrentUser: boolean;
}): boolean {
  return user.isBlockedByCurrentUser || user.hasBlockedCurrentUser;
}
