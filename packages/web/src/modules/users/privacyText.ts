/** What a private profile keeps to the member's friends, as its header and its hidden tabs say it. */
export const PRIVATE_TO_OTHERS =
  'only their friends (members they follow back) see their checks, ratings, diary and reviews.';
