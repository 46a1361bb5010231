import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import { ReleaseByMusicBrainzIdQuery } from '../graphql/ReleaseByMusicBrainzId';
import { MbReleaseGroupPage } from './MbReleaseGroupPage';

const member: TestMember = { id: '1', username: 'newcomer', isAdmin: false, isSupporter: false };
const MBID = 'f5093c06-23e3-404f-aeaa-40f72885ee3a';
const note = "MusicBrainz isn't answering right now, so this release cannot be fetched yet.";

const lookup = (release: { id: string } | null, withNote: string | null = null) => ({
  request: { query: ReleaseByMusicBrainzIdQuery, variables: { mbid: MBID } },
  result: {
    data: {
      releaseByMusicBrainzId: {
        __typename: 'MusicBrainzReleaseLookup',
        note: withNote,
        release: release && { __typename: 'Release', id: release.id, link: `/releases/${release.id}` },
      },
    },
  },
});

const render = (
  mocks: Array<ReturnType<typeof lookup> & { delay?: number }>,
  who: TestMember | null = member,
) =>
  renderWithProviders(<MbReleaseGroupPage />, {
    member: who,
    mocks,
    path: '/mb/release-group/:mbid',
    url: `/mb/release-group/${MBID}`,
  });

describe('/mb/release-group/:mbid', () => {
  it('says it is fetching, then opens the release page', async () => {
    const { router } = render([lookup({ id: '42' })]);
    expect(screen.getByText('Fetching this release from MusicBrainz…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/releases/42'));
  });

  it('says MusicBrainz is not answering and tries again on request', async () => {
    // The second answer takes a moment, as a fetch from MusicBrainz does: the page says it is fetching.
    const { router } = render([lookup(null, note), { ...lookup({ id: '42' }), delay: 400 }]);
    expect(await screen.findByText(note)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Fetching this release from MusicBrainz…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/releases/42'));
  });

  it('asks a guest to log in, and tells a member MusicBrainz does not know the group', async () => {
    const { unmount } = render([lookup(null)], null);
    expect(
      await screen.findByText('Log in to add this release from MusicBrainz, with its tracks.'),
    ).toBeTruthy();
    unmount();
    render([lookup(null)]);
    expect(await screen.findByText('MusicBrainz does not know this release group.')).toBeTruthy();
  });
});
