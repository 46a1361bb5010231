// What other features may use from social: the follow button and relation text, and the member row
// of every users list.
export { FollowButton, followRelation } from './components/FollowButton';
export { MemberGrid, MemberRow } from './components/MemberRow';
export { USERS_PAGE_SIZE, UsersPanel } from './components/UsersPanel';
export { FollowUserMutation } from './graphql/followUser';
