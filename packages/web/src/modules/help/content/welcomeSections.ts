import { ROUTES } from '../../../lib/links';

export type WelcomeSection = {
  id: string;
  title: string;
  text: string;
  link: { label: string; to: string };
};

type Links = { chartsLink: string; username: string | null };

/** The help guide, in the order a new member meets the features. */
export function welcomeSections({ chartsLink, username }: Links): WelcomeSection[] {
  // Personal pages need an account; visitors are sent to sign up instead.
  const personal = (path: (name: string) => string) => (username ? path(username) : ROUTES.signup);
  return [
    {
      id: 'charts',
      title: 'Start with the charts',
      text: 'The charts gather the albums the Earmark community rates highest. Tick off what you have heard to see how far you have come.',
      link: { label: 'Open the charts', to: chartsLink },
    },
    {
      id: 'search',
      title: 'Search for anything',
      text: 'Use the search box at the top to find albums, songs, artists, lists and other members. Press Enter for the full results.',
      link: { label: 'Go to search', to: ROUTES.search },
    },
    {
      id: 'listened',
      title: 'Mark what you have listened to',
      text: 'Every album and song has a listened check. Tap “Mark as listened” once you have heard it; headphones in place of the check mark a deep, undistracted listen (from the item’s menu).',
      link: { label: 'See your listened items', to: personal((name) => `${ROUTES.user(name)}/listened`) },
    },
    {
      id: 'for-later',
      title: 'Save music For Later',
      text: 'Heard about a record you want to try? Add it to For Later and it waits in your queue until you get to it.',
      link: { label: 'Open For Later', to: username ? ROUTES.forLater : ROUTES.signup },
    },
    {
      id: 'diary',
      title: 'Reflect in your diary',
      text: 'Reflect on a listen to log the date, a rating, a review, a note of gratitude and whether it gave you chills. Your reflections form a diary.',
      link: { label: 'Open your diary', to: personal((name) => `${ROUTES.user(name)}/diary`) },
    },
    {
      id: 'lists',
      title: 'Explore lists',
      text: 'Browse official lists and the lists members build. Follow a list to work through it, or like it to tell its curator you enjoyed it.',
      link: { label: 'Browse lists', to: ROUTES.lists },
    },
    {
      id: 'new-list',
      title: 'Make your own list',
      text: 'Rank your favourite albums of all time, or gather songs for a mood, with sections and a note for every item.',
      link: { label: 'Create a new list', to: ROUTES.newList },
    },
    {
      id: 'profile',
      title: 'Shape your profile',
      text: 'Your profile shows your favourite albums, artists and songs, your recent activity and the people you follow.',
      link: { label: 'View your profile', to: personal(ROUTES.user) },
    },
  ];
}
