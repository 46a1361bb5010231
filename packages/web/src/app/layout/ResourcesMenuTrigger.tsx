import { lazy } from 'react';
import { DeferredMenu } from './DeferredMenu';
import { ResourcesButton } from './ResourcesButton';

const loadMenu = () => import('./ResourcesMenu');
const ResourcesMenu = lazy(() => loadMenu().then((m) => ({ default: m.ResourcesMenu })));

export function ResourcesMenuTrigger() {
  return (
    <DeferredMenu
      renderTrigger={(handlers) => <ResourcesButton aria-haspopup="menu" {...handlers} />}
      menu={<ResourcesMenu defaultOpened />}
      prefetch={() => void loadMenu()}
    />
  );
}
