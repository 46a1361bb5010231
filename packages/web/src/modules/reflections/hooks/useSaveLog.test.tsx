import { gql, type InMemoryCache } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { sampleLog } from '../../../test/logFixture';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import { LogReleaseMutation } from '../graphql/LogRelease';
import { UpdateLogMutation } from '../graphql/UpdateLog';
import { UserForActivityQuery } from '../graphql/UserForActivity';
import { logFieldsInput, newLogValues } from '../logFormValues';
import { type LogTarget, useSaveLog } from './useSaveLog';

const NOW = new Date('2026-03-10T12:00:00Z');
const fields = logFieldsInput(newLogValues(NOW));
const author: TestMember = { id: '1', username: 'listener', isAdmin: false, isSupporter: false };
const target: LogTarget = { __typename: 'Release', id: '7', title: 'Blue Hour' };

/** The logged release as the mutation answers it: the log's item and the action fields. */
const release = {
  ...sampleLog.item,
  artistName: 'Blue Band',
  mbReleaseGroupLink: null,
  youtubePlaylistId: null,
  currentUserHasChecked: true,
  currentUserDeepListened: false,
  isPurpleCheck: false,
  currentUserHasAddedToListenTo: false,
  currentUserHasLiked: false,
  currentUserHasLoved: false,
  currentUserHasFavorited: false,
  currentUserRating: null,
  numberOfChecks: 4,
  numberOfLikes: 0,
  numberOfLoves: 0,
  numberOfFavorites: 0,
  currentUserHasLogged: true,
};

/** The saved log as the three mutations answer it (LogFields and the item's action fields). */
const savedLog = {
  ...sampleLog,
  isCurrentUsers: true,
  user: { ...sampleLog.user, id: author.id, username: author.username, isSupporter: false, isVIP: false },
  item: release,
};

const logReleaseMock = {
  request: { query: LogReleaseMutation, variables: { releaseId: '7', fields, listenAgain: false } },
  result: { data: { logRelease: savedLog } },
};

const updateLogMock = {
  request: { query: UpdateLogMutation, variables: { id: '50', fields } },
  result: { data: { updateLog: savedLog } },
};

type Diary = { id: string; username: string; filter: 'ALL' | 'LISTENED' | 'UNLISTENED' };

/** The author's diary, another member's in full and filtered by what the author heard, a third's. */
const DIARIES: Diary[] = [
  { id: author.id, username: author.username, filter: 'ALL' },
  { id: '2', username: 'friend', filter: 'ALL' },
  { id: '2', username: 'friend', filter: 'LISTENED' },
  { id: '2', username: 'friend', filter: 'UNLISTENED' },
  { id: '3', username: 'stranger', filter: 'ALL' },
];

function diaryVariables({ username, filter }: Diary) {
  return {
    username,
    type: 'DIARY' as const,
    itemTypes: [],
    sortBy: 'DATE_NEWEST' as const,
    currentUserListenStatusFilter: filter,
    offset: 0,
    limit: 20,
  };
}

const emptyPage = {
  __typename: 'LogConnection' as const,
  edges: [],
  pageInfo: { __typename: 'PageInfo' as const, hasMore: false, totalCount: 0 },
};

const ItemActivity = gql`
  fragment ItemActivity on Release {
    id
    logs(offset: 0, limit: 20) {
      edges {
        node {
          id
        }
      }
      pageInfo {
        hasMore
        totalCount
      }
    }
    currentUserLogs {
      id
    }
  }
`;

const RecentReviews = gql`
  query RecentReviews {
    recentReviews {
      id
    }
  }
`;

/** Every diary above, the activity of release 7 (the one logged) and 8, and the recent reviews. */
function fillCache(cache: InMemoryCache) {
  for (const diary of DIARIES) {
    cache.writeQuery({
      query: UserForActivityQuery,
      variables: diaryVariables(diary),
      data: { user: { __typename: 'User', id: diary.id, username: diary.username, logs: emptyPage } },
    });
  }
  for (const id of ['7', '8']) {
    cache.writeFragment({
      id: `Release:${id}`,
      fragment: ItemActivity,
      data: { __typename: 'Release', id, logs: emptyPage, currentUserLogs: [] },
    });
  }
  cache.writeQuery({ query: RecentReviews, data: { recentReviews: [] } });
}

/** Which of the cached views above are still answered from the cache. */
function cached(cache: InMemoryCache) {
  const kept = (data: unknown) => data !== null;
  return {
    diaries: DIARIES.filter((diary) =>
      kept(cache.readQuery({ query: UserForActivityQuery, variables: diaryVariables(diary) })),
    ).map((diary) => `${diary.username} ${diary.filter}`),
    items: ['7', '8'].filter((id) =>
      kept(cache.readFragment({ id: `Release:${id}`, fragment: ItemActivity })),
    ),
    recentReviews: kept(cache.readQuery({ query: RecentReviews })),
  };
}

function Harness({ logId }: { logId?: string }) {
  const { save } = useSaveLog();
  const [saved, setSaved] = useState<boolean | null>(null);
  return (
    <>
      <button type="button" onClick={async () => setSaved(await save(target, newLogValues(NOW), { logId }))}>
        Save
      </button>
      {saved !== null && <output>{saved ? 'Saved' : 'Failed'}</output>}
    </>
  );
}

describe('useSaveLog', () => {
  it("forgets the item's activity, the recent reviews and the author's diaries, and others' diaries only where filtered by what the author heard", async () => {
    const { cache } = renderWithProviders(<Harness />, {
      member: author,
      mocks: [logReleaseMock],
      prepareCache: fillCache,
    });
    expect(cached(cache).diaries).toHaveLength(DIARIES.length);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(cached(cache)).toEqual({
      diaries: ['friend ALL', 'stranger ALL'],
      items: ['8'],
      recentReviews: false,
    });
  });

  it("on an edit (the item's check unchanged), keeps every other member's diary", async () => {
    const { cache } = renderWithProviders(<Harness logId="50" />, {
      member: author,
      mocks: [updateLogMock],
      prepareCache: fillCache,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Saved');
    expect(cached(cache)).toEqual({
      diaries: ['friend ALL', 'friend LISTENED', 'friend UNLISTENED', 'stranger ALL'],
      items: ['8'],
      recentReviews: false,
    });
  });
});
