import {
  IconBrandDiscord,
  IconHeartHandshake,
  IconHelp,
  IconLifebuoy,
  IconMail,
  IconShieldLock,
} from '@tabler/icons-react';
import { COMMUNITY_CHAT_URL, ROUTES, supportMailto } from '../../lib/links';

export type NavItem = {
  label: string;
  to: string;
  /** Leaves the app (mail client, chat server): rendered as a plain anchor. */
  external?: boolean;
  Icon: typeof IconHelp;
};

type Viewer = { isSupporter: boolean } | null;

/** The resources menu of the top bar. */
export function resourceItems(viewer: Viewer): NavItem[] {
  const items: NavItem[] = [
    { label: 'Community Chat', to: COMMUNITY_CHAT_URL, external: true, Icon: IconBrandDiscord },
    { label: 'Email Support', to: supportMailto(), external: true, Icon: IconMail },
    { label: 'Help', to: ROUTES.help, Icon: IconLifebuoy },
    { label: 'FAQ', to: ROUTES.faq, Icon: IconHelp },
    { label: 'Privacy Policy', to: ROUTES.privacy, Icon: IconShieldLock },
  ];
  // The subscribe link is shown in menus only to signed-in members who do not support yet.
  if (viewer && !viewer.isSupporter) {
    items.push({ label: 'Subscribe', to: ROUTES.subscribe, Icon: IconHeartHandshake });
  }
  return items;
}
