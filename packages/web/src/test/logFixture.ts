import type { LogFieldsFragment } from '../graphql/generated/graphql';

/**
 * A reflection as LogFields reads it: @friend (member 2, a VIP supporter) loved and rated the
 * release Blue Hour, with a review and a gratitude, upvoted. Tests spread it and change what they check.
 */
export const sampleLog: LogFieldsFragment = {
  __typename: 'Log',
  id: '50',
  link: '/reflections/50',
  rawDate: '2026-03-10',
  dateText: 'Mar 10',
  dateFull: 'March 10, 2026',
  createdAt: '2026-03-10T12:00:00.000Z',
  rating: 4.5,
  review: 'The second side glows.',
  reviewTitle: 'Late-night revelation',
  gratitude: 'For the long walk home.',
  hadChills: true,
  hasWriting: true,
  wasDeepListen: false,
  listenedBefore: false,
  liked: false,
  loved: true,
  favorited: false,
  isCurrentUsers: false,
  itemType: 'RELEASE',
  upvoteCount: { __typename: 'LogUpvoteCounts', review: 2, gratitude: 1 },
  currentUserUpvotes: { __typename: 'LogUpvoteFlags', review: true, gratitude: false },
  user: {
    __typename: 'User',
    id: '2',
    username: 'friend',
    avatar: '',
    isSupporter: true,
    isFAN: false,
    isVIP: true,
  },
  item: {
    __typename: 'Release',
    id: '7',
    title: 'Blue Hour',
    year: 1999,
    image: '/covers/7.jpg',
    thumb: '/covers/7-thumb.jpg',
    link: '/releases/7',
    artists: [{ __typename: 'ArtistCredit', id: '3', name: 'Blue Band', joinPhrase: '' }],
  },
};
