import { Select } from '@mantine/core';
import { LIST_SORT_LABELS, LIST_SORT_OPTIONS, type ListSortOption } from '../listsParams';

type Props = { value: ListSortOption; signedIn: boolean; onChange: (value: ListSortOption) => void };

/** Year newest / oldest, and progress (which needs a member's checks) when signed in. */
export function ListSortSelect({ value, signedIn, onChange }: Props) {
  const data = LIST_SORT_OPTIONS.filter((option) => signedIn || !option.startsWith('completed')).map(
    (option) => ({ value: option, label: LIST_SORT_LABELS[option] }),
  );
  return (
    <Select
      aria-label="Sort lists"
      data={data}
      value={value}
      allowDeselect={false}
      w={240}
      onChange={(next) => {
        const option = LIST_SORT_OPTIONS.find((known) => known === next);
        if (option) onChange(option);
      }}
    />
  );
}
