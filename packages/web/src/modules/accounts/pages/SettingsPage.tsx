import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Center, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PanelError } from '../../../ui/PanelError';
import { useCurrentUser } from '../../auth';
import { ManageSubscription, useCheckoutReturn } from '../../subscribe';
import { AccountTab } from '../components/AccountTab';
import { AvatarSection } from '../components/AvatarSection';
import { PreferencesTab } from '../components/PreferencesTab';
import { ProfileTab } from '../components/ProfileTab';
import { YourDataTab } from '../components/YourDataTab';
import { CurrentUserForSettingsQuery } from '../graphql/CurrentUserForSettings';

const TABS = ['profile', 'preferences', 'account', 'data'] as const;
type Tab = (typeof TABS)[number];

/** /settings: tabs Profile, Preferences, Account, Your data; ?session_id= arrives after a payment checkout. */
export function SettingsPage() {
  usePageMeta({ title: 'Settings', description: 'Edit your profile, preferences and account.' });
  const member = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(CurrentUserForSettingsQuery, { skip: !member });
  const tab: Tab = TABS.find((value) => value === params.get('tab')) ?? 'profile';
  const fromCheckout = params.has('session_id');
  const { confirmed } = useCheckoutReturn(member ? params.get('session_id') : null);

  function handleTabChange(value: string | null) {
    const next = new URLSearchParams(params);
    if (!value || value === 'profile') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  }

  if (!member) {
    return (
      <Center py={96}>
        <Text>
          Please{' '}
          <Anchor component={Link} to={ROUTES.login}>
            log in
          </Anchor>{' '}
          to see your settings.
        </Text>
      </Center>
    );
  }
  const user = data?.currentUser;
  return (
    <Container size="md" py="xl">
      <Title order={1} mb="lg">
        Settings
      </Title>
      {fromCheckout && (
        <Alert color="green" mb="lg" title="Thank you for your support!">
          {confirmed
            ? 'Your payment is confirmed: your supporter badge is on your profile.'
            : 'Your subscription is being set up; your supporter badge appears as soon as the payment is confirmed.'}
        </Alert>
      )}
      <ManageSubscription />
      {error && <PanelError error={error} />}
      {loading || !user ? (
        !error && (
          <Center py="xl">
            <Loader role="status" aria-label="Loading settings" />
          </Center>
        )
      ) : (
        <Tabs value={tab} onChange={handleTabChange} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
            <Tabs.Tab value="preferences">Preferences</Tabs.Tab>
            <Tabs.Tab value="account">Account</Tabs.Tab>
            <Tabs.Tab value="data">Your data</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile">
            <Stack gap="xl">
              <AvatarSection userId={user.id} username={user.username} avatar={user.avatar} />
              <ProfileTab profile={user} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="preferences">
            <PreferencesTab spotifyLinkTargetPref={user.spotifyLinkTargetPref} />
          </Tabs.Panel>
          <Tabs.Panel value="account">
            <AccountTab
              userId={user.id}
              username={user.username}
              email={user.email ?? null}
              allowEmail={user.allowEmail ?? false}
              isPrivate={user.isPrivate}
              showStats={user.showStats ?? true}
            />
          </Tabs.Panel>
          <Tabs.Panel value="data">
            <YourDataTab hasApiToken={user.hasApiToken} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
