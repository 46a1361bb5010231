import { graphql } from '../../../graphql/generated';

export const UpdateUserMutation = graphql(`
  mutation updateUser($username: String!, $firstName: String, $lastName: String, $website: String, $bio: String) {
    updateUser(username: $username, firstName: $firstName, lastName: $lastName, website: $website, bio: $bio) {
      id
      username
      firstName
      lastName
      website
      bio
    }
  }
`);
