import { graphql } from '../../../graphql/generated';

export const DeclineRecMutation = graphql(`
  mutation DeclineRec($recId: ID!) {
    declineRec(recId: $recId) {
      id
      declined
    }
  }
`);
