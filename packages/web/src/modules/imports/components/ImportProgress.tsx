import type { ImportStatus } from '@earmark/shared';
import { Alert, Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { isActive } from '../hooks/useImportJob';
import type { ImportJob } from '../importsApi';

type Props = {
  job: ImportJob;
  rowsPerSecond: number | null;
  onCancel: () => void;
  cancelling: boolean;
};

const STATUS: Record<ImportStatus, { label: string; color: string }> = {
  queued: { label: 'Waiting to start', color: 'gray' },
  running: { label: 'Importing', color: 'blue' },
  done: { label: 'Done', color: 'green' },
  failed: { label: 'Failed', color: 'red' },
  cancelled: { label: 'Cancelled', color: 'orange' },
};

const count = (n: number) => n.toLocaleString('en');
const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** How far the reading has come: the share of the file read, full once the job has ended. */
function percentOf(job: ImportJob): number {
  if (!isActive(job)) return 100;
  if (job.fileBytes <= 0) return 0;
  return Math.min(99, Math.round((job.bytesRead / job.fileBytes) * 100));
}

/** An import's progress bar, its counts and speed while it runs, and its result once it has ended. */
export function ImportProgress({ job, rowsPerSecond, onCancel, cancelling }: Props) {
  const status = STATUS[job.status];
  const active = isActive(job);
  const percent = percentOf(job);
  return (
    <Stack gap="xs" aria-live="polite">
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={600}>{job.fileName}</Text>
          <Badge color={status.color} variant="light">
            {status.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {job.formatName}
        </Text>
      </Group>
      {/* The name goes on the section, the element of role progressbar (Mantine gives it the value and
          "42%" as its text); on the root, a plain div, ARIA allows neither. The root keeps the test id:
          its box is drawn even at 0%. */}
      <Progress.Root data-testid="import-progress">
        <Progress.Section
          value={percent}
          animated={active}
          color={status.color}
          aria-label="Import progress"
        />
      </Progress.Root>
      <Text size="sm" data-testid="import-counts">
        {count(job.rows)} rows read · {count(job.matched)} matched
        {job.fetched > 0 ? ` (${count(job.fetched)} found at MusicBrainz)` : ''} · {count(job.written)}{' '}
        written
        {active && rowsPerSecond !== null ? ` · ${count(Math.round(rowsPerSecond))} rows per second` : ''}
      </Text>
      {job.musicBrainzLookups > 0 && (
        <Text size="sm" c="dimmed" data-testid="import-musicbrainz">
          {plural(job.musicBrainzLookups, 'row')} the catalog lacked{' '}
          {job.musicBrainzLookups === 1 ? 'was' : 'were'} looked up at MusicBrainz; what it found was added to
          the catalog.
        </Text>
      )}
      {!active && job.status !== 'failed' && (
        <Text size="sm" data-testid="import-result">
          {count(job.unmatched)} not matched, {count(job.skipped)} skipped
          {job.kept > 0 ? `, ${count(job.kept)} kept as you had them` : ''}.
        </Text>
      )}
      {job.status === 'failed' && job.error && (
        <Alert color="red" title="The import stopped">
          {job.error}
        </Alert>
      )}
      {active && (
        <div>
          <Button variant="default" color="red" onClick={onCancel} loading={cancelling}>
            Cancel import
          </Button>
        </div>
      )}
    </Stack>
  );
}
