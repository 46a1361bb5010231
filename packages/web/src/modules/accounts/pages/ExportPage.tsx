import { Alert, Anchor, Button, Center, Container, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { downloadExport } from '../exportApi';

/** /settings/export: what the export holds, and the button that downloads it. */
export function ExportPage() {
  usePageMeta({
    title: 'Export your data',
    description: 'Download everything you made on Earmark in one file.',
  });
  const member = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function handleDownload() {
    setBusy(true);
    setError(null);
    try {
      setSaved(await downloadExport());
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  if (!member) {
    return (
      <Center py={96}>
        <Text>
          Please{' '}
          <Anchor component={Link} to={ROUTES.login}>
            log in
          </Anchor>{' '}
          to export your data.
        </Text>
      </Center>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Export your data</Title>
        <Text>
          One zip file with everything you made on Earmark: <b>earmark.json</b>, which another Earmark can
          import, and a spreadsheet (CSV) for each kind:
        </Text>
        <List size="sm">
          <List.Item>your profile</List.Item>
          <List.Item>checks, ratings, likes, loves and favorites, and your For Later</List.Item>
          <List.Item>your listens, from scrobblers and imports</List.Item>
          <List.Item>reflections with their reviews</List.Item>
          <List.Item>your lists, with their sections and notes</List.Item>
          <List.Item>who and which lists you follow, and recommendations sent and received</List.Item>
        </List>
        {error && (
          <Alert color="red" title="The export did not download">
            {error}
          </Alert>
        )}
        {saved && <Alert color="green">Saved as {saved}.</Alert>}
        <div>
          <Button onClick={handleDownload} loading={busy}>
            Download my data
          </Button>
        </div>
        <Anchor component={Link} to={`${ROUTES.settings}?tab=data`} size="sm">
          Back to settings
        </Anchor>
      </Stack>
    </Container>
  );
}
