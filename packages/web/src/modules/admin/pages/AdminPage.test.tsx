import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type TestMember } from '../../../test/renderWithProviders';
import { SetMusicBrainzRelease, VerifyMusicBrainzRecording } from '../graphql/AdminMutations';
import {
  AdminRecordingForMb,
  AdminReleaseForMb,
  AdminViewerQuery,
  SearchMbQueryForDataReports,
} from '../graphql/AdminQueries';
import { AdminPage } from './AdminPage';

const member: TestMember = { id: '1', username: 'staffer', isAdmin: false, isSupporter: false };
const MBID = '0f8c2b1e-1111-4111-8111-222222222222';

const viewer = {
  request: { query: AdminViewerQuery },
  result: { data: { currentUser: { __typename: 'User', id: '1', isAdmin: false, isSupport: true } } },
};
const artists = [{ __typename: 'ArtistCredit', id: '3', name: 'Blue Band', joinPhrase: '' }];
const release = (mbid: string | null) => ({
  __typename: 'Release',
  id: '7',
  title: 'Blue Hour',
  year: 2001,
  link: '/releases/7',
  image: '/covers/releases/7.svg',
  mbid,
  mbVerified: false,
  mbReleaseGroupLink: mbid ? `https://musicbrainz.org/release-group/${mbid}` : null,
  artists,
});

describe('the admin pages opened from an item menu', () => {
  it('match the chosen release instead of the queue’s next one', async () => {
    renderWithProviders(<AdminPage />, {
      member,
      path: '/admin/*',
      url: '/admin/match?releaseId=7',
      mocks: [
        viewer,
        {
          request: { query: AdminReleaseForMb, variables: { id: '7' } },
          result: { data: { release: release(null) } },
        },
        {
          request: { query: SearchMbQueryForDataReports, variables: { query: 'Blue Hour Blue Band' } },
          result: { data: { searchMusicBrainzReleases: [] } },
        },
        {
          request: { query: SetMusicBrainzRelease, variables: { releaseId: '7', mbid: MBID } },
          result: {
            data: {
              setMusicBrainzRelease: {
                __typename: 'Release',
                id: '7',
                mbid: MBID,
                mbVerified: false,
                mbReleaseGroupLink: `https://musicbrainz.org/release-group/${MBID}`,
              },
            },
          },
        },
        {
          request: { query: AdminReleaseForMb, variables: { id: '7' } },
          result: { data: { release: release(MBID) } },
        },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Blue Hour' })).toBeTruthy();
    expect(screen.getByText('The release you chose')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the queue' }).getAttribute('href')).toBe('/admin/match');
    expect(screen.queryByLabelText('What to work on')).toBeNull();
    await userEvent.type(screen.getByLabelText('Or paste a MusicBrainz id'), MBID);
    await userEvent.click(screen.getByRole('button', { name: 'Set' }));
    expect(await screen.findByText(`MusicBrainz: ${MBID}`)).toBeTruthy();
  });

  it('verify the chosen recording', async () => {
    const song = {
      ...release(MBID),
      __typename: 'Song',
      id: '42',
      title: 'Night Swim',
      link: '/songs/42',
      mbReleaseGroupLink: undefined,
      mbLink: `https://musicbrainz.org/recording/${MBID}`,
      release: { __typename: 'Release', id: '7', title: 'Blue Hour' },
    };
    const { mbReleaseGroupLink: _, ...recording } = song;
    renderWithProviders(<AdminPage />, {
      member,
      path: '/admin/*',
      url: '/admin/verify?songId=42',
      mocks: [
        viewer,
        {
          request: { query: AdminRecordingForMb, variables: { id: '42' } },
          result: { data: { song: recording } },
        },
        {
          request: { query: VerifyMusicBrainzRecording, variables: { id: '42', verify: true } },
          result: {
            data: {
              verifyMusicBrainzRecording: { __typename: 'Song', id: '42', mbid: MBID, mbVerified: true },
            },
          },
        },
        {
          request: { query: AdminRecordingForMb, variables: { id: '42' } },
          result: { data: { song: { ...recording, mbVerified: true } } },
        },
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(screen.getByText('The recording you chose (its match is verified)')).toBeTruthy(),
    );
  });

  it('say when the chosen release has no match to verify', async () => {
    renderWithProviders(<AdminPage />, {
      member,
      path: '/admin/*',
      url: '/admin/verify?releaseId=7',
      mocks: [
        viewer,
        {
          request: { query: AdminReleaseForMb, variables: { id: '7' } },
          result: { data: { release: release(null) } },
        },
      ],
    });
    expect(
      await screen.findByText('This release has no MusicBrainz match to verify: match it first.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
  });
});

describe('the admin pages', () => {
  it('answer a section that is none of theirs as not found', async () => {
    renderWithProviders(<AdminPage />, { member, path: '/admin/*', url: '/admin/bogus', mocks: [viewer] });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
