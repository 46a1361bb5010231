import { NotFound } from '../../../ui/NotFound';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';
import { useCurrentUser } from '../../auth/hooks/useCurrentUser';

/** The admin area, for admins only; everyone else sees a plain not-found page. */
export function AdminPage() {
  const member = useCurrentUser();
  if (!member?.isAdmin) return <NotFound />;
  return (
    <PlaceholderPage
      title="Admin"
      description="Metadata matching and verification tools for the Earmark team."
    />
  );
}
