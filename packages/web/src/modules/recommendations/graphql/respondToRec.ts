import { graphql } from '../../../graphql/generated';

export const RespondToRecMutation = graphql(`
  mutation respondToRec($recId: ID!, $response: String!) {
    respondToRec(recId: $recId, response: $response) {
      id
      userResponse
      userRespondedAt
    }
  }
`);
