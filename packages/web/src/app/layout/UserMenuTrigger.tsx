import { lazy } from 'react';
import { AvatarButton } from './AvatarButton';
import { DeferredMenu } from './DeferredMenu';
import type { MenuMember } from './UserMenu';

const loadMenu = () => import('./UserMenu');
const UserMenu = lazy(() => loadMenu().then((m) => ({ default: m.UserMenu })));

type Props = { member: MenuMember };

export function UserMenuTrigger({ member }: Props) {
  return (
    <DeferredMenu
      renderTrigger={(handlers) => (
        <AvatarButton username={member.username} avatar={member.avatar} aria-haspopup="menu" {...handlers} />
      )}
      menu={<UserMenu member={member} defaultOpened />}
      prefetch={() => void loadMenu()}
    />
  );
}
