import { Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './Logo.module.css';

type Props = { size?: 'sm' | 'md' };

/** The Earmark word mark: a record with a folded bookmark corner. Links home. */
export function Logo({ size = 'md' }: Props) {
  const px = size === 'md' ? 30 : 24;
  return (
    <Link to="/" className={classes.link} aria-label="Earmark home">
      <Group gap={8} wrap="nowrap">
        <svg width={px} height={px} viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
          <circle cx="16" cy="16" r="9.5" fill="none" stroke="#fff" strokeWidth="2.5" />
          <circle cx="16" cy="16" r="2.5" fill="#fff" />
          <path d="M21 3h6v11l-3-2.5-3 2.5z" fill="#1a1b1e" />
        </svg>
        <Text component="span" fw={900} fz={size === 'md' ? 22 : 18} className={classes.word}>
          earmark
        </Text>
      </Group>
    </Link>
  );
}
