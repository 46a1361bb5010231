import { graphql } from '../../../graphql/generated';

export const UpvoteLogMutation = graphql(`
  mutation upvoteLog($logId: ID!, $type: String!) {
    upvoteLog(logId: $logId, type: $type) {
      id
      upvoteCount {
        review
        gratitude
      }
      currentUserUpvotes {
        review
        gratitude
      }
    }
  }
`);

export const RemoveLogUpvoteMutation = graphql(`
  mutation removeLogUpvote($logId: ID!, $type: String!) {
    removeLogUpvote(logId: $logId, type: $type) {
      id
      upvoteCount {
        review
        gratitude
      }
      currentUserUpvotes {
        review
        gratitude
      }
    }
  }
`);
