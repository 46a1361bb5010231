import { DEMO_SIZE } from '../../../packages/server/src/seed/scale.ts';
import { releasePageQuery } from '../scenarios/release-page.ts';

/**
 * The realistic mix: what visitors and members do on Earmark, by share of requests. Guests browse
 * (release pages, search, the home feed, list indexes); members read their own pages and write
 * now and then (a check or uncheck: 5% of requests).
 */
type Body = { query: string; variables: Record<string, unknown> };
export type MixKind = (typeof MIX_SHARES)[number][0];
export type MixRequest = { kind: MixKind; body: Body; token?: string };

const SUGGEST = `query S($query: String!) { searchSuggestions(query: $query, types: [RELEASE, ARTIST]) { releases { id title } artists { id name } } }`;
const COMMUNITY = `{ communityActivity(limit: 20) { pageInfo { totalCount } edges { node { date user { username } item { __typename ... on Release { id title } ... on Song { id title } } } } } }`;
const LISTS = `{ officialLists(limit: 12) { pageInfo { totalCount } edges { node { id name itemsCount } } } }`;
const ME = `{ currentUser { id username numberOfChecks numberOfFollowers } }`;
const CHECK = `mutation C($releaseId: ID!) { checkRelease(releaseId: $releaseId) { id numberOfChecks currentUserHasChecked } }`;
const UNCHECK = `mutation U($releaseId: ID!) { uncheckRelease(releaseId: $releaseId) { id numberOfChecks currentUserHasChecked } }`;
const WORDS = ['love', 'blue', 'night', 'the', 'rock', 'song', 'moon', 'dance', 'live', 'dream'];

export const MIX_SHARES = [
  ['guest release page', 45],
  ['guest search suggestions', 15],
  ['guest community activity', 10],
  ['guest official lists', 5],
  ['member release page', 12],
  ['member current user', 8],
  ['member check / uncheck', 5],
] as const;

const random = (n: number) => Math.floor(Math.random() * n);

/** A request drawn from the mix; members' requests carry one of `tokens`. */
export function drawRequest(tokens: string[]): MixRequest {
  const roll = random(100);
  let below = 0;
  const [kind] =
    MIX_SHARES.find(([, share]) => {
      below += share;
      return roll < below;
    }) ?? MIX_SHARES[0];
  const release = String(1 + random(DEMO_SIZE));
  const token = tokens[random(tokens.length)];
  switch (kind) {
    case 'guest release page':
      return { kind, body: { query: releasePageQuery, variables: { id: release } } };
    case 'guest search suggestions':
      return { kind, body: { query: SUGGEST, variables: { query: WORDS[random(WORDS.length)] ?? 'love' } } };
    case 'guest community activity':
      return { kind, body: { query: COMMUNITY, variables: {} } };
    case 'guest official lists':
      return { kind, body: { query: LISTS, variables: {} } };
    case 'member release page':
      return { kind, body: { query: releasePageQuery, variables: { id: release } }, token };
    case 'member current user':
      return { kind, body: { query: ME, variables: {} }, token };
    default:
      return { kind, body: { query: random(2) ? CHECK : UNCHECK, variables: { releaseId: release } }, token };
  }
}
