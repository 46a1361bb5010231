/** A database id from a GraphQL ID: a positive 32-bit integer, else null (answered as "not found"). */
export function parseId(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
