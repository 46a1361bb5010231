import { LIMITS } from '@earmark/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ROUTES } from '../../../lib/links';
import { useCurrentUser } from '../../auth';
import { isExpiringSoon, readSessionExpiry } from '../session';

/**
 * "Session Expiring Soon": opens when the stored session ends within 10
 * minutes, checked at load and every 60 s while a member is signed in.
 */
export function SessionExpiryDialog() {
  const member = useCurrentUser();
  const { pathname } = useLocation();
  const [expiring, setExpiring] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!member) {
      setExpiring(false);
      return;
    }
    const check = () =>
      setExpiring(isExpiringSoon(readSessionExpiry(), new Date(), LIMITS.sessionWarningMinutes));
    check();
    const timer = window.setInterval(check, LIMITS.sessionWarningPollMs);
    return () => window.clearInterval(timer);
  }, [member]);

  const opened = Boolean(member) && expiring && !dismissed && pathname !== ROUTES.logout;
  return (
    <Modal opened={opened} onClose={() => setDismissed(true)} title="Session Expiring Soon" centered>
      <Text size="sm">
        For your security, we automatically end sessions after a certain amount of time. Please log out and
        back in to continue.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button component={Link} to={ROUTES.logout} onClick={() => setDismissed(true)}>
          Log Out
        </Button>
      </Group>
    </Modal>
  );
}
