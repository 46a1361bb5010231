import { percentiles, type Timing } from '../percentiles.ts';

export const USERNAME = 'collection_bench';

/** The web client's UserLibrary query (packages/web/src/modules/collection/graphql/UserLibrary.ts). */
export const USER_LIBRARY = /* GraphQL */ `
  query UserLibrary($username: String!, $filters: CollectionFilters, $reactions: [ReactionFilter!],
    $includeFollowedLists: Boolean, $currentUserListenStatus: ListenFilter, $sort: ReleaseSortBy,
    $randomSeed: Int, $offset: Int, $limit: Int) {
    user(username: $username) { id
      collection(filters: $filters, reactions: $reactions, includeFollowedLists: $includeFollowedLists,
        currentUserListenStatus: $currentUserListenStatus, sort: $sort, randomSeed: $randomSeed,
        offset: $offset, limit: $limit) {
        edges { node { __typename
          ... on Release { id title link year image imageBackup mbReleaseGroupLink artists { id name joinPhrase }
            currentUserHasChecked currentUserDeepListened isPurpleCheck currentUserHasAddedToListenTo
            currentUserHasLiked currentUserHasLoved currentUserHasFavorited currentUserRating
            numberOfChecks numberOfLikes numberOfLoves numberOfFavorites }
          ... on Song { id title link year image imageBackup mbLink preventUncheck artists { id name joinPhrase }
            currentUserHasChecked currentUserDeepListened currentUserHasAddedToListenTo
            currentUserHasLiked currentUserHasLoved currentUserHasFavorited currentUserRating
            numberOfLikes numberOfLoves numberOfFavorites } } }
        pageInfo { hasMore totalCount } } } }
`;

/** One request's answer and how long it took. */
async function post(url: string, token: string, query: string, variables: Record<string, unknown>) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  const elapsed = performance.now() - started;
  if (body.errors) throw new Error(body.errors[0]?.message ?? 'GraphQL error');
  return elapsed;
}

export async function timeQuery(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
) {
  for (let i = 0; i < 5; i++) await post(url, token, query, variables);
  const times: number[] = [];
  for (let i = 0; i < 60; i++) times.push(await post(url, token, query, variables));
  return percentiles(times);
}

/** p50/p99 of the first page (50 items) under one filter and sort, after a short warm-up. */
export async function timeCollectionPage(
  url: string,
  token: string,
  variables: Record<string, unknown>,
  samples = 60,
): Promise<Timing> {
  const vars = { username: USERNAME, offset: 0, limit: 50, randomSeed: 42, ...variables };
  for (let i = 0; i < 5; i++) await post(url, token, USER_LIBRARY, vars);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await post(url, token, USER_LIBRARY, vars));
  return percentiles(times);
}

/** p50/p99 of checkRelease (each followed, untimed, by uncheckRelease) on releases the member has not checked. */
export async function timeCheckMutation(
  url: string,
  token: string,
  totalReleases: number,
  samples = 100,
): Promise<Timing> {
  const check =
    'mutation checkRelease($releaseId: ID!) { checkRelease(releaseId: $releaseId) { id currentUserHasChecked numberOfChecks } }';
  const uncheck = 'mutation uncheckRelease($releaseId: ID!) { uncheckRelease(releaseId: $releaseId) { id } }';
  const times: number[] = [];
  for (let i = 0; i < samples + 5; i++) {
    const releaseId = String(((i * 7919) % Math.max(1, Math.floor(totalReleases / 5) - 1)) * 5 + 3);
    const elapsed = await post(url, token, check, { releaseId });
    if (i >= 5) times.push(elapsed);
    await post(url, token, uncheck, { releaseId });
  }
  return percentiles(times);
}
