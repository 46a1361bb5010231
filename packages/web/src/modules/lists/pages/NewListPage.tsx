import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function NewListPage() {
  return (
    <PlaceholderPage
      title="New list"
      description="Build a list of albums or songs, with sections and notes for every item."
    />
  );
}
