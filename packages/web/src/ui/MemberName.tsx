import { Text } from '@mantine/core';

type Props = { displayName?: string | null | undefined; username: string };

/** A member as others see them: the name they gave (when any) and @username beside it. */
export function MemberName({ displayName, username }: Props) {
  if (!displayName) return <>@{username}</>;
  return (
    <>
      {displayName}{' '}
      <Text span c="dimmed" fw={400} fz="0.8em">
        @{username}
      </Text>
    </>
  );
}

/** The same as plain text, for labels and titles: "Iris Kim @iris.k", or "@iris.k" without a name. */
export function memberLabel({ displayName, username }: Props): string {
  return displayName ? `${displayName} @${username}` : `@${username}`;
}
