import { type ReactElement, Suspense, useState } from 'react';

type TriggerHandlers = { onClick: () => void; onPointerEnter: () => void; onFocus: () => void };

type Props = {
  /** The look-alike trigger rendered before the menu code has loaded. */
  renderTrigger: (handlers: TriggerHandlers) => ReactElement;
  /** The real menu, opened at once because the trigger was just clicked. */
  menu: ReactElement;
  /** Warms the menu's chunk on hover or focus so the click feels instant. */
  prefetch: () => void;
};

/**
 * Dropdown menus pull in the floating-positioning library; the landing page does not need it until
 * someone actually opens a menu, so the first click swaps the placeholder for the loaded menu.
 */
export function DeferredMenu({ renderTrigger, menu, prefetch }: Props) {
  const [activated, setActivated] = useState(false);
  const trigger = renderTrigger({
    onClick: () => setActivated(true),
    onPointerEnter: prefetch,
    onFocus: prefetch,
  });
  if (!activated) return trigger;
  return <Suspense fallback={trigger}>{menu}</Suspense>;
}
