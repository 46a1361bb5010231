import { Menu } from '@mantine/core';
import { useCurrentUser } from '../../modules/auth';
import { NavMenuItem } from './NavMenuItem';
import { resourceItems } from './navItems';
import { ResourcesButton } from './ResourcesButton';

type Props = { defaultOpened?: boolean };

export function ResourcesMenu({ defaultOpened = false }: Props) {
  const viewer = useCurrentUser();
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <ResourcesButton />
      </Menu.Target>
      <Menu.Dropdown>
        {resourceItems(viewer).map((item) => (
          <NavMenuItem key={item.label} item={item} />
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
