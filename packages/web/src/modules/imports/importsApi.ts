import type { ImportJobAnswer, ImportKeptRow } from '@earmark/shared';
import { readToken } from '../../lib/session';

/** GET /api/imports/:id, as the server answers it. */
export type ImportJob = ImportJobAnswer;

export type ImportItemType = 'SONG' | 'RELEASE';

/** A row kept for the member: to review (unmatched, low-confidence), skipped, or resolved. */
export type KeptRow = ImportKeptRow;

export type RowsView = 'review' | 'skipped';
export type RowChoice = { itemType: ImportItemType; itemId: string } | { skip: true };

export const TEMPLATE_URL = '/api/imports/template.csv';

/** A call to the import routes with the session token; a refusal throws its message. */
async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...init.headers, authorization: readToken() } });
  } catch {
    throw new Error('Earmark could not be reached. Please try again.');
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message ?? `The import call failed (${response.status}).`);
  return body as T;
}

export function uploadHistory(file: File): Promise<{ id: number; format: string; formatName: string }> {
  const form = new FormData();
  form.append('file', file);
  return call('/api/imports', { method: 'POST', body: form });
}

export function fetchImport(id: number): Promise<ImportJob> {
  return call(`/api/imports/${id}`);
}

export async function fetchLatestImport(): Promise<ImportJob | null> {
  const { imports } = await call<{ imports: ImportJob[] }>('/api/imports');
  return imports[0] ?? null;
}

export function cancelImport(id: number): Promise<ImportJob> {
  return call(`/api/imports/${id}`, { method: 'DELETE' });
}

export function fetchRows(
  id: number,
  view: RowsView,
  offset = 0,
): Promise<{ rows: KeptRow[]; total: number }> {
  return call(`/api/imports/${id}/rows?view=${view}&offset=${offset}&limit=50`);
}

export function resolveRow(
  id: number,
  rowNumber: number,
  choice: RowChoice,
): Promise<{ resolved: number; import: ImportJob }> {
  return call(`/api/imports/${id}/rows/${rowNumber}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(choice),
  });
}
