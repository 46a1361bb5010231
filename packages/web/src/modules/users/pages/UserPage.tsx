import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

const SECTION_TITLES: Record<string, string> = {
  activity: 'Activity',
  collection: 'Collection',
  lists: 'Lists',
  network: 'Network',
  listened: 'Listens',
  'listen-to': 'For Later',
  diary: 'Diary',
};

/** /users/{username}/{section?}: profile, activity, collection, lists, network. */
export function UserPage() {
  const { username = '', section = '' } = useParams();
  const sectionTitle = SECTION_TITLES[section];
  return (
    <PlaceholderPage
      title={`@${username}`}
      pageTitle={sectionTitle ? `${sectionTitle} · @${username}` : `@${username}`}
      description="Favorites, recent activity, collection, lists and network of this member."
    />
  );
}
