import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

type Props = Omit<ComponentPropsWithRef<'button'>, 'color' | 'children'> & {
  username: string;
  avatar: string | null;
};

/** The member's avatar that opens the user menu. */
export function AvatarButton({ username, avatar, ...props }: Props) {
  return (
    <UnstyledButton aria-label="Open user menu" style={{ borderRadius: '50%' }} {...props}>
      <Avatar src={avatar} alt="" name={username} color="initials" radius="xl" size={36} />
    </UnstyledButton>
  );
}
