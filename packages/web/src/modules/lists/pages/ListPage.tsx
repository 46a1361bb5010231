import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function ListPage() {
  return (
    <PlaceholderPage title="List" description="See every item of this list, with your progress through it." />
  );
}
