import { PlaceholderPage } from '../../../ui/PlaceholderPage';

export function SubscribePage() {
  return (
    <PlaceholderPage
      title="Show your support"
      description="Become a FAN or VIP supporter to keep Earmark independent and ad-free."
    />
  );
}
