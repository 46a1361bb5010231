import { usePageMeta } from '../../../lib/usePageMeta';
import { useCurrentUser } from '../../auth';
import { LandingPage } from '../components/LandingPage';
import { MemberHome } from '../components/MemberHome';

export { homeFirstQuery } from '../graphql/friendsActivityFirstPage';

/** "/": the member's home, or the landing page for visitors. */
export function HomePage() {
  const member = useCurrentUser();
  usePageMeta({ title: member ? 'Home' : undefined });
  return member ? <MemberHome username={member.username} /> : <LandingPage />;
}
