import { Alert, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchRows, type ImportJob, type KeptRow, type RowChoice, resolveRow } from '../importsApi';
import { ReviewRow } from './ReviewRow';

type Props = {
  job: ImportJob;
  onResolved: (job: ImportJob) => void;
};

/**
 * The review screen: the rows the import could not match, or matched with low confidence. A pick
 * applies at once (the listens and the check) and is remembered for the same text next time.
 */
export function ImportReview({ job, onResolved }: Props) {
  const [rows, setRows] = useState<KeptRow[]>([]);
  const [total, setTotal] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    const page = await fetchRows(job.id, 'review');
    setRows(page.rows);
    setTotal(page.total);
  }, [job.id]);

  useEffect(() => {
    load().catch((caught: Error) => setError(caught.message));
  }, [load]);

  async function handleChoose(row: KeptRow, choice: RowChoice) {
    setBusy(true);
    setError(null);
    try {
      const { resolved, import: after } = await resolveRow(job.id, row.rowNumber, choice);
      const what = 'skip' in choice ? 'Skipped' : 'Matched';
      setNotice(
        `${what} ${resolved} ${resolved === 1 ? 'row' : 'rows'} with that text; later imports will do the same.`,
      );
      onResolved(after);
      await load();
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (total === 0 && !notice) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        To review ({total})
      </Title>
      <Text size="sm" c="dimmed">
        These rows were not matched, or matched with low confidence. Their listens are kept; pick the right
        song or release to check it, or skip the row.
      </Text>
      {notice && (
        <Alert color="green" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {error && <Alert color="red">{error}</Alert>}
      {rows.map((row) => (
        <ReviewRow key={row.rowNumber} row={row} busy={busy} onChoose={handleChoose} />
      ))}
      {total > rows.length && (
        <Text size="sm" c="dimmed">
          {total - rows.length} more after these.
        </Text>
      )}
    </Stack>
  );
}
