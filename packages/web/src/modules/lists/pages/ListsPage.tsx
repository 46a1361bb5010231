import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../ui/PlaceholderPage';

/** /lists; ?view=personal is "My Lists". */
export function ListsPage() {
  const [params] = useSearchParams();
  if (params.get('view') === 'personal') {
    return (
      <PlaceholderPage
        title="My Lists"
        description="The lists you have made, ranked, sectioned and annotated."
      />
    );
  }
  return (
    <PlaceholderPage
      title="Lists"
      description="Browse official charts, member lists and the lists you follow or like."
    />
  );
}
