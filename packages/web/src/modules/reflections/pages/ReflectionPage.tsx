import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function ReflectionPage() {
  return (
    <PlaceholderPage
      title="Reflection"
      description="A single diary entry with its rating, review and gratitude note."
    />
  );
}
