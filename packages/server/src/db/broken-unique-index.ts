/** The unique index a failed insert or update broke, if that is why it failed. */
export function brokenUniqueIndex(error: unknown): string | null {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const fields = current as Error & { code?: unknown; constraint?: unknown };
    if (fields.code === '23505') {
      return typeof fields.constraint === 'string' ? fields.constraint : current.message;
    }
  }
  return null;
}
