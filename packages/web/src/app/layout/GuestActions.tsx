import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { ROUTES } from '../../lib/links';
import classes from './GuestActions.module.css';

type Props = { fullWidth?: boolean; onNavigate?: () => void };

/** Log in and Sign Up, shown to visitors instead of the avatar menu. */
export function GuestActions({ fullWidth = false, onNavigate }: Props) {
  return (
    <Group gap="xs" wrap="nowrap" grow={fullWidth} className={fullWidth ? undefined : classes.compact}>
      <Button component={Link} to={ROUTES.login} variant="default" onClick={onNavigate}>
        Log in
      </Button>
      <Button component={Link} to={ROUTES.signup} onClick={onNavigate}>
        Sign Up
      </Button>
    </Group>
  );
}
