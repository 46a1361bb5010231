import { Alert, Anchor, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { fetchImport, type ImportJob, TEMPLATE_URL, uploadHistory } from '../importsApi';

type Props = {
  disabled: boolean;
  onStarted: (job: ImportJob) => void;
};

/** Choosing a history file and sending it; the server tells its format. */
export function ImportUpload({ disabled, onStarted }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [detected, setDetected] = useState<string | null>(null);

  async function handleImport() {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const started = await uploadHistory(file);
      setDetected(started.formatName);
      onStarted(await fetchImport(started.id));
      setFile(null);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap="sm">
      <Text size="sm">Earmark reads these files and tells which one you sent:</Text>
      <List size="sm" spacing={2}>
        <List.Item>Last.fm scrobbles, as Last.fm export tools write them (CSV)</List.Item>
        <List.Item>
          Spotify&apos;s extended streaming history (<code>Streaming_History_Audio_*.json</code>, or the older{' '}
          <code>endsong_*.json</code>), or the account data&apos;s <code>StreamingHistory_music_*.json</code>{' '}
          (a year, without albums)
        </List.Item>
        <List.Item>ListenBrainz&apos;s export (the listens&apos; JSON lines)</List.Item>
        <List.Item>a RateYourMusic collection export (CSV; ratings out of 10 become half stars)</List.Item>
        <List.Item>
          a plain CSV: artist, title, release, date, rating, review (
          <Anchor href={TEMPLATE_URL} download>
            download the template
          </Anchor>
          )
        </List.Item>
        <List.Item>
          an Earmark export (the zip from Settings → Export): your checks, ratings, reactions, For Later,
          listens, reflections, lists, follows and the recommendations you sent
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        What you already set on Earmark stays as it is: an import never changes your ratings, likes or
        reflections.
      </Text>
      <Group align="flex-end">
        <FileInput
          label="History file"
          placeholder="Choose a file"
          value={file}
          onChange={setFile}
          accept=".csv,.json,.jsonl,.txt,.zip,text/csv,application/json,application/zip"
          disabled={disabled || busy}
          clearable
          w={320}
        />
        <Button onClick={handleImport} disabled={!file || disabled} loading={busy}>
          Import
        </Button>
      </Group>
      {detected && (
        <Text size="sm" data-testid="import-format">
          Detected: {detected}
        </Text>
      )}
      {error && (
        <Alert color="red" title="The file was not imported">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
