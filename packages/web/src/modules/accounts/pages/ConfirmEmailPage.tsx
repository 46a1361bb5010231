import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { AuthCard } from '../components/AuthCard';
import { errorMessage } from '../forms';
import { ConfirmEmailChangeMutation } from '../graphql/ConfirmEmailChange';

/** /confirm-email/{token}: the link mailed to a new address; opening it makes the change. */
export function ConfirmEmailPage() {
  usePageMeta({ title: 'Confirm your email address' });
  const { token = '' } = useParams();
  const member = useCurrentUser();
  const [confirm, { data, error }] = useMutation(ConfirmEmailChangeMutation, {
    // A signed-in member's settings read the address again (it may be this account's).
    update: (cache) => {
      if (member)
        cache.evict({ id: cache.identify({ __typename: 'User', id: member.id }), fieldName: 'email' });
    },
  });
  const sent = useRef(false);

  useEffect(() => {
    // Once per link: the token is single-use, so a second call would report it as used.
    if (sent.current) return;
    sent.current = true;
    confirm({ variables: { token } }).catch(() => {});
  }, [confirm, token]);

  return (
    <AuthCard title="Confirm your email address">
      <Stack gap="md">
        {error ? (
          <Alert color="red" title="This link did not work">
            {errorMessage(error)}
          </Alert>
        ) : data ? (
          <Alert color="green" title="Email address changed">
            Your Earmark account now uses {data.confirmEmailChange}. Log in with it from now on.
          </Alert>
        ) : (
          <Loader role="status" aria-label="Confirming" mx="auto" />
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to={ROUTES.settings}>
            Go to your settings
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
