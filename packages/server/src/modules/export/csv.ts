/** One CSV field, quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.join(';') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (CRLF-terminated, as RFC 4180 writes it). */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(field).join(',')}\r\n`;
}
