import { ThemeIcon } from '@mantine/core';
import { IconCheck, IconHeadphones } from '@tabler/icons-react';

type Props = { deep: boolean; size?: 'xs' | 'sm' };

/** The small round mark of a listen: a check, or headphones for a deep ("headphone") listen. */
export function ListenedMark({ deep, size = 'xs' }: Props) {
  const icon = size === 'xs' ? 10 : 13;
  return (
    <ThemeIcon
      size={size}
      radius="xl"
      color={deep ? 'grape' : 'green'}
      role="img"
      aria-label={deep ? 'Deep listened' : 'Listened'}
      style={{ flexShrink: 0 }}
    >
      {deep ? <IconHeadphones size={icon} aria-hidden /> : <IconCheck size={icon} aria-hidden />}
    </ThemeIcon>
  );
}
