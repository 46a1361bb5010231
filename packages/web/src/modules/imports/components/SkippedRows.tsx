import { List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { fetchRows, type KeptRow } from '../importsApi';

type Props = { jobId: number; skipped: number };

/** The rows the import skipped, each with its reason (the first 50). */
export function SkippedRows({ jobId, skipped }: Props) {
  const [rows, setRows] = useState<KeptRow[]>([]);
  const [total, setTotal] = useState(0);
  useEffect(() => {
    if (skipped === 0) return;
    fetchRows(jobId, 'skipped')
      .then((page) => {
        setRows(page.rows);
        setTotal(page.total);
      })
      .catch(() => setRows([]));
  }, [jobId, skipped]);
  if (skipped === 0 || rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Skipped rows
      </Title>
      <List size="sm" spacing={4}>
        {rows.map((row) => {
          // A row of an Earmark export (a recommendation, a follow) may name no music: its reason says what it was.
          const what = [row.artist, row.title ?? row.release].filter(Boolean).join(' – ');
          return (
            <List.Item key={row.rowNumber}>
              Row {row.rowNumber}
              {what ? `: ${what}` : ''} —{' '}
              <Text span c="dimmed" size="sm">
                {row.reason}
              </Text>
            </List.Item>
          );
        })}
      </List>
      {total > rows.length && (
        <Text size="sm" c="dimmed">
          … and {total - rows.length} more.
        </Text>
      )}
    </Stack>
  );
}
