import { Alert, Anchor, Center, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { ImportProgress } from '../components/ImportProgress';
import { ImportReview } from '../components/ImportReview';
import { ImportUpload } from '../components/ImportUpload';
import { SkippedRows } from '../components/SkippedRows';
import { isActive, useImportJob } from '../hooks/useImportJob';
import { cancelImport, fetchLatestImport } from '../importsApi';

/** /settings/import: bring a listening history in, follow it, and review what was not matched. */
export function ImportPage() {
  usePageMeta({
    title: 'Import your listening history',
    description:
      'Bring your Last.fm, Spotify, ListenBrainz or RateYourMusic history, or an Earmark export, to Earmark.',
  });
  const member = useCurrentUser();
  const { job, rowsPerSecond, error, setJob } = useImportJob(null);
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    if (member) fetchLatestImport().then(setJob, () => {});
  }, [member, setJob]);

  async function handleCancel() {
    if (!job) return;
    setCancelling(true);
    try {
      setJob(await cancelImport(job.id));
    } finally {
      setCancelling(false);
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
          to import your history.
        </Text>
      </Center>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Import your listening history</Title>
        <ImportUpload disabled={isActive(job)} onStarted={setJob} />
        {job && (
          <>
            <Divider />
            <ImportProgress
              job={job}
              rowsPerSecond={rowsPerSecond}
              onCancel={handleCancel}
              cancelling={cancelling}
            />
            {error && <Alert color="yellow">{error}</Alert>}
            {!isActive(job) && <ImportReview key={job.id} job={job} onResolved={setJob} />}
            {!isActive(job) && <SkippedRows jobId={job.id} skipped={job.skipped} />}
          </>
        )}
        <Anchor component={Link} to={`${ROUTES.settings}?tab=data`} size="sm">
          Back to settings
        </Anchor>
      </Stack>
    </Container>
  );
}
