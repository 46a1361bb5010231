import type { MantineBreakpoint } from '@mantine/core';
import { IconCheck, IconHeadphones } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { ActionItem } from '../actionItem';
import type { ItemActionsState } from '../hooks/useItemActions';
import { REACTION_TOGGLES } from '../reactions';
import type { ToggleProps } from './toggleProps';

type Props = {
  item: ActionItem;
  actions: ItemActionsState;
  /** ActionButton on item pages, IconToggle in dense rows. */
  Toggle: ComponentType<ToggleProps>;
  /** Like, love and favorite only from this breakpoint up (rows keep them in the menu below). */
  reactionsFrom?: MantineBreakpoint;
};

/** Mark as listened / Listened (headphones for a deep listen), then Like / Love / Favorite: the toggles every set of item actions starts with. */
export function ListeningToggles({ item, actions, Toggle, reactionsFrom }: Props) {
  const { checked, status, toggle, favoriteBusy } = actions;
  return (
    <>
      <Toggle
        active={checked}
        label="Mark as listened"
        activeLabel="Listened"
        subject={item.title}
        // A deep listen (the "headphone" listen) shows its headphones on the button.
        icon={
          checked && item.currentUserDeepListened ? (
            <IconHeadphones size={14} data-deep-listen="" />
          ) : (
            <IconCheck size={14} />
          )
        }
        status={status('check')}
        disabled={actions.lockedCheck}
        onClick={toggle('check')}
      />
      {REACTION_TOGGLES.map(({ key, label, activeLabel, Icon, isOn }) => (
        <Toggle
          key={key}
          active={isOn(item)}
          label={label}
          activeLabel={activeLabel}
          subject={item.title}
          icon={<Icon size={14} />}
          status={status(key)}
          disabled={key === 'favorite' && favoriteBusy && !status(key).loading}
          visibleFrom={reactionsFrom}
          onClick={toggle(key)}
        />
      ))}
    </>
  );
}
