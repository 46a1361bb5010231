import { useMutation } from '@apollo/client/react';
import { Alert, Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../forms';
import { RegenerateApiTokenMutation } from '../graphql/RegenerateApiToken';
import { FormError } from './FormError';

type Props = {
  /** The member already has a token (it cannot be shown again, only replaced). */
  hasToken: boolean;
  /** The address scrobblers reach Earmark at; default: this page's origin. */
  origin?: string;
};

/** The listen API's address, as a scrobbler's "custom ListenBrainz URL". */
export function listenBrainzUrl(origin: string): string {
  return `${origin}/apis/listenbrainz`;
}

type CopyProps = { value: string; label: string };

function CopyValue({ value, label }: CopyProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code style={{ wordBreak: 'break-all' }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant="light" onClick={copy} aria-label={label}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * Settings → Your data: the listen API token. Generating answers the token once (only its hash is
 * kept); regenerating replaces it, and the old one stops working.
 */
export function ApiTokenSection({ hasToken, origin: givenOrigin }: Props) {
  const [regenerate, { loading }] = useMutation(RegenerateApiTokenMutation);
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The page's origin is known in the browser only (the server draws this tab without it).
  const [origin, setOrigin] = useState(givenOrigin ?? '');
  useEffect(() => {
    if (!givenOrigin) setOrigin(window.location.origin);
  }, [givenOrigin]);
  const url = listenBrainzUrl(origin);

  async function handleGenerate() {
    setError(null);
    try {
      const { data } = await regenerate();
      setToken(data?.regenerateApiToken ?? null);
    } catch (caught) {
      setError(errorMessage(caught));
    }
  }

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        API token
      </Title>
      <Text size="sm">
        Log your plays from any player or scrobbler that can send listens to ListenBrainz: set its custom
        ListenBrainz URL to the address below and give it your token. Each listen checks its song.
      </Text>
      <CopyValue value={url} label="Copy the ListenBrainz URL" />
      <FormError message={error} />
      {token && (
        <Alert color="green" title="Your new token">
          <Stack gap="xs">
            <CopyValue value={token} label="Copy the token" />
            <Text size="sm">This is the only time it is shown: copy it into your scrobbler now.</Text>
          </Stack>
        </Alert>
      )}
      <Group>
        <Button variant={hasToken || token ? 'outline' : 'filled'} loading={loading} onClick={handleGenerate}>
          {hasToken || token ? 'Regenerate token' : 'Generate token'}
        </Button>
      </Group>
      {(hasToken || token) && (
        <Text size="xs" c="dimmed">
          Regenerating makes a new token; the old one stops working at once.
        </Text>
      )}
    </Stack>
  );
}
