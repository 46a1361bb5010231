import { Group } from '@mantine/core';
import {
  IconCheck,
  IconClock,
  IconHeart,
  IconStar,
  IconStarHalfFilled,
  IconThumbUp,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { ActionItem } from '../actionItem';
import { showRateLoginPrompt } from '../guestPrompts';
import { useFavoriteInFlight } from '../hooks/favoriteInFlight';
import { useGuestChecks } from '../hooks/useGuestChecks';
import { useListeningAction } from '../hooks/useListeningAction';
import { type ToggleKey, toggleAction } from '../toggles';
import { ActionButton } from './ActionButton';
import { ItemActionsMenu } from './ItemActionsMenu';
import { RateModal } from './RateModal';

type Props = { item: ActionItem; compact?: boolean };

/** The listening buttons of a release or song page, with the item menu and the rate modal. */
export function ItemActions({ item, compact = false }: Props) {
  const { run, status, isGuest } = useListeningAction(item);
  const guest = useGuestChecks();
  const favoriteBusy = useFavoriteInFlight();
  const [rating, setRating] = useState(false);
  const checked = item.currentUserHasChecked || (isGuest && guest.isChecked(item.__typename, item.id));
  const toggle = (key: ToggleKey) => () => void run(key, toggleAction(item, key, checked));
  const lockedCheck = item.__typename === 'Song' && item.preventUncheck && checked;
  const handleRate = () => (isGuest ? showRateLoginPrompt() : setRating(true));
  const icon = (Icon: typeof IconCheck) => <Icon size={14} />;

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Listening actions">
      <ActionButton
        active={checked}
        label="Listened"
        activeLabel="Listened"
        icon={icon(IconCheck)}
        status={status('check')}
        disabled={lockedCheck}
        onClick={toggle('check')}
      />
      <ActionButton
        active={item.currentUserHasLiked}
        label="Like"
        activeLabel="Liked"
        icon={icon(IconThumbUp)}
        status={status('like')}
        onClick={toggle('like')}
      />
      <ActionButton
        active={item.currentUserHasLoved}
        label="Love"
        activeLabel="Loved"
        icon={icon(IconHeart)}
        status={status('love')}
        onClick={toggle('love')}
      />
      <ActionButton
        active={item.currentUserHasFavorited}
        label="Favorite"
        activeLabel="Favorited"
        icon={icon(IconStar)}
        status={status('favorite')}
        disabled={favoriteBusy && !status('favorite').loading}
        onClick={toggle('favorite')}
      />
      {!compact && (
        <ActionButton
          active={item.currentUserHasAddedToListenTo}
          label="Add to For Later"
          activeLabel="In For Later"
          icon={icon(IconClock)}
          status={status('listenTo')}
          onClick={toggle('listenTo')}
        />
      )}
      {!compact && (
        <ActionButton
          active={item.currentUserRating != null}
          label="Rate"
          activeLabel={`Rated ${item.currentUserRating ?? ''}`}
          icon={icon(IconStarHalfFilled)}
          status={status('rate')}
          onClick={handleRate}
        />
      )}
      <ItemActionsMenu
        item={item}
        checked={checked}
        favoriteDisabled={favoriteBusy}
        onAction={(key, action) => void run(key, action)}
        onRate={handleRate}
      />
      <RateModal
        opened={rating}
        title={item.title}
        rating={item.currentUserRating ?? null}
        onClose={() => setRating(false)}
        onSave={(value) => {
          setRating(false);
          void run('rate', { kind: 'rate', rating: value });
        }}
        onRemove={() => {
          setRating(false);
          void run('rate', { kind: 'removeRating' });
        }}
      />
    </Group>
  );
}
