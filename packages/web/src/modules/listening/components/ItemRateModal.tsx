import type { ActionItem } from '../actionItem';
import type { ItemActionsState } from '../hooks/useItemActions';
import { RateModal } from './RateModal';

type Props = { item: ActionItem; actions: ItemActionsState };

/** The rate modal of one item, wired to its actions: save rates, "Remove rating" removes. */
export function ItemRateModal({ item, actions }: Props) {
  const { opened, onClose } = actions.rateModal;
  return (
    <RateModal
      opened={opened}
      title={item.title}
      rating={item.currentUserRating ?? null}
      onClose={onClose}
      onSave={(value) => {
        onClose();
        void actions.run('rate', { kind: 'rate', rating: value });
      }}
      onRemove={() => {
        onClose();
        void actions.run('rate', { kind: 'removeRating' });
      }}
    />
  );
}
