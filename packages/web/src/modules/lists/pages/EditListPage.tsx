import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function EditListPage() {
  return (
    <PlaceholderPage title="Edit list" description="Rename, reorder and annotate the items of your list." />
  );
}
