import { Menu } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { COLOR_SCHEME_OPTIONS } from '../../lib/colorScheme';
import { useThemeChoice } from '../../modules/accounts';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

/** The avatar menu's Theme section: Light, Dark or System (the chosen one `aria-current`), kept on this device and the member's account. */
export function ColorSchemeMenuItems() {
  const { choice, choose } = useThemeChoice();
  return (
    <>
      <Menu.Label>Theme</Menu.Label>
      {COLOR_SCHEME_OPTIONS.map(({ value, label }) => {
        const Icon = ICONS[value];
        const checked = choice === value;
        return (
          <Menu.Item
            key={value}
            aria-current={checked ? 'true' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
            rightSection={checked ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => choose(value)}
          >
            {label}
          </Menu.Item>
        );
      })}
    </>
  );
}
