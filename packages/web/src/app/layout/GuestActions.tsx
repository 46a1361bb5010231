import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/links';
import classes from './GuestActions.module.css';

type Props = { fullWidth?: boolean; onNavigate?: () => void };

/**
 * The green of the Sign Up button, which the visitor's sign-up prompt names ("Click the green signup
 * button"): dark enough for its white label (5.4:1).
 */
const SIGN_UP_GREEN = '#1f7a34';

/** Log in and Sign Up, shown to visitors instead of the avatar menu. */
export function GuestActions({ fullWidth = false, onNavigate }: Props) {
  return (
    <Group gap="xs" wrap="nowrap" grow={fullWidth} className={fullWidth ? undefined : classes.compact}>
      <Button component={Link} to={ROUTES.login} variant="default" onClick={onNavigate}>
        Log in
      </Button>
      <Button component={Link} to={ROUTES.signup} color={SIGN_UP_GREEN} onClick={onNavigate}>
        Sign Up
      </Button>
    </Group>
  );
}
