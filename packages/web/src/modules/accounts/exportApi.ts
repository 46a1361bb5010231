import { readToken } from '../../lib/session';

/** The zip's file name from the answer's Content-Disposition, else a dated default. */
function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return (
    /filename="([^"]+)"/.exec(disposition)?.[1] ??
    `earmark-export-${new Date().toISOString().slice(0, 10)}.zip`
  );
}

/**
 * Fetches GET /api/export with the session token and hands the zip to the browser as a download.
 * Throws a sentence to show when the server refuses or cannot be reached.
 */
export async function downloadExport(): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/export', { headers: { authorization: readToken() } });
  } catch {
    throw new Error('Earmark could not be reached. Please try again.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? `The export failed (${response.status}).`);
  }
  const name = fileNameOf(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
