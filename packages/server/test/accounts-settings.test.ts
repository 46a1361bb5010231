import { describe, expect, it } from 'vitest';
import {
  accountRows,
  CURRENT_USER,
  type CurrentUser,
  errorOf,
  newMember,
  signUp,
} from './accounts-helpers.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const UPDATE_USER = /* GraphQL */ `
  mutation updateUser($username: String!, $firstName: String, $lastName: String, $website: String, $bio: String) {
    updateUser(username: $username, firstName: $firstName, lastName: $lastName, website: $website, bio: $bio) {
      id username firstName lastName website bio
    }
  }
`;
const UPDATE_PREFERENCES = /* GraphQL */ `
  mutation updateUserPreferences($spotifyLinkTarget: SpotifyLinkTarget!) {
    updateUserPreferences(spotifyLinkTarget: $spotifyLinkTarget) { id spotifyLinkTargetPref }
  }
`;

describe('updateUser', () => {
  it('saves the profile; blank fields are cleared and left-out ones kept', async () => {
    const member = await signUp(server.current);
    const token = member.token;
    const first = await server.current.graphql(
      UPDATE_USER,
      {
        username: `${member.username}X`,
        firstName: 'Ada',
        lastName: 'Lovelace',
        website: 'https://ada.example',
        bio: 'Hi\nthere',
      },
      { token },
    );
    expect(first.body.errors).toBeUndefined();
    const second = await server.current.graphql(
      UPDATE_USER,
      { username: `${member.username}X`, firstName: '' },
      { token },
    );
    expect(second.body.data).toEqual({
      updateUser: expect.objectContaining({
        firstName: null,
        lastName: 'Lovelace',
        website: 'https://ada.example',
        bio: 'Hi\nthere',
      }),
    });
    const me = await server.current.graphql<CurrentUser>(CURRENT_USER, {}, { token });
    expect(me.body.data?.currentUser?.username).toBe(`${member.username}X`);
  });

  it('names the member by first and last name where they gave them (User.displayName)', async () => {
    const member = await signUp(server.current);
    const displayName = async () => {
      const { body } = await server.current.graphql<{ user: { displayName: string | null } }>(
        'query($u: String!) { user(username: $u) { displayName } }',
        { u: member.username },
      );
      return body.data?.user.displayName;
    };
    expect(await displayName()).toBeNull();
    await server.current.graphql(
      UPDATE_USER,
      { username: member.username, lastName: 'Lovelace' },
      { token: member.token },
    );
    expect(await displayName()).toBe('Lovelace');
    await server.current.graphql(
      UPDATE_USER,
      { username: member.username, firstName: 'Ada', lastName: 'Lovelace' },
      { token: member.token },
    );
    expect(await displayName()).toBe('Ada Lovelace');
  });

  it('stores the website only as a parsed http(s) URL: markup comes out percent-encoded', async () => {
    const member = await signUp(server.current);
    const { body } = await server.current.graphql<{ updateUser: { website: string } }>(
      UPDATE_USER,
      { username: member.username, website: 'https://ada.example/<script>alert(1)</script>' },
      { token: member.token },
    );
    expect(body.data?.updateUser.website).toBe('https://ada.example/%3Cscript%3Ealert(1)%3C/script%3E');
    const refused = await server.current.graphql(
      UPDATE_USER,
      { username: member.username, website: 'javascript:alert(1)' },
      { token: member.token },
    );
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'website' });
  });

  it('lets a member change only the case of their own username', async () => {
    const member = await signUp(server.current);
    const { body } = await server.current.graphql(
      UPDATE_USER,
      { username: member.username.toUpperCase() },
      { token: member.token },
    );
    expect(body.errors).toBeUndefined();
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a blank username', { username: '' }, 'username'],
    ['a username over 50 characters', { username: 'u'.repeat(51) }, 'username'],
    ['a username with a slash', { username: 'slash/name' }, 'username'],
    ['a first name over 50 characters', { firstName: 'f'.repeat(51) }, 'firstName'],
    ['a last name over 50 characters', { lastName: 'l'.repeat(51) }, 'lastName'],
    ['a website that is not a URL', { website: 'my site' }, 'website'],
    ['a javascript: website', { website: 'javascript:alert(1)' }, 'website'],
    ['a website over 255 characters', { website: `https://example.com/${'w'.repeat(240)}` }, 'website'],
  ];

  it.each(refusals)(
    'refuses %s with BAD_USER_INPUT naming the field, changing nothing',
    async (_, change, field) => {
      const member = await signUp(server.current);
      const before = await accountRows(server.current.db);
      const { body } = await server.current.graphql(
        UPDATE_USER,
        { username: member.username, ...change },
        { token: member.token },
      );
      expect(errorOf(body)).toMatchObject({ code: 'BAD_USER_INPUT', field });
      expect(await accountRows(server.current.db)).toBe(before);
    },
  );

  it("refuses another member's username, in any case", async () => {
    const other = await signUp(server.current);
    const member = await signUp(server.current);
    const before = await accountRows(server.current.db);
    const { body } = await server.current.graphql(
      UPDATE_USER,
      { username: other.username.toUpperCase() },
      { token: member.token },
    );
    expect(errorOf(body)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'username' });
    expect(await accountRows(server.current.db)).toBe(before);
  });

  it('answers LOGGED_OUT to a guest', async () => {
    const { body } = await server.current.graphql(UPDATE_USER, newMember());
    expect(errorOf(body).code).toBe('LOGGED_OUT');
    expect(errorOf(body).message).toContain('loggedOut');
  });
});

describe('updateUserPreferences', () => {
  it('switches Spotify links between WEB and NATIVE', async () => {
    const member = await signUp(server.current);
    const { body } = await server.current.graphql(
      UPDATE_PREFERENCES,
      { spotifyLinkTarget: 'NATIVE' },
      { token: member.token },
    );
    expect(body.data).toEqual({
      updateUserPreferences: { id: expect.any(String), spotifyLinkTargetPref: 'NATIVE' },
    });
  });

  it('refuses any other value as BAD_USER_INPUT, changing nothing', async () => {
    const member = await signUp(server.current);
    const before = await accountRows(server.current.db);
    const { body } = await server.current.graphql(
      UPDATE_PREFERENCES,
      { spotifyLinkTarget: 'APP' },
      { token: member.token },
    );
    expect(errorOf(body).code).toBe('BAD_USER_INPUT');
    expect(errorOf(body).message).toContain('spotifyLinkTarget');
    expect(await accountRows(server.current.db)).toBe(before);
  });

  const SAVE_SCHEME = /* GraphQL */ `
    mutation saveColorScheme($colorScheme: ColorScheme!) {
      updateUserPreferences(colorScheme: $colorScheme) { id colorSchemePref spotifyLinkTargetPref }
    }
  `;
  const SCHEME_OF = 'query($u: String!) { user(username: $u) { colorSchemePref } }';

  it('keeps the colour scheme on the account, seen by the member alone, leaving Spotify links as they were', async () => {
    const member = await signUp(server.current);
    await server.current.graphql(
      UPDATE_PREFERENCES,
      { spotifyLinkTarget: 'NATIVE' },
      { token: member.token },
    );
    const { body } = await server.current.graphql(
      SAVE_SCHEME,
      { colorScheme: 'DARK' },
      { token: member.token },
    );
    expect(body.data).toEqual({
      updateUserPreferences: {
        id: expect.any(String),
        colorSchemePref: 'DARK',
        spotifyLinkTargetPref: 'NATIVE',
      },
    });
    type Scheme = { user: { colorSchemePref: string | null } };
    const own = await server.current.graphql<Scheme>(
      SCHEME_OF,
      { u: member.username },
      { token: member.token },
    );
    expect(own.body.data?.user.colorSchemePref).toBe('DARK');
    const other = await signUp(server.current);
    const seen = await server.current.graphql<Scheme>(
      SCHEME_OF,
      { u: member.username },
      { token: other.token },
    );
    expect(seen.body.data?.user.colorSchemePref).toBeNull();
    const guest = await server.current.graphql<Scheme>(SCHEME_OF, { u: member.username });
    expect(guest.body.data?.user.colorSchemePref).toBeNull();
  });

  it('a new account follows the device (AUTO); a guest cannot save one; an unknown scheme changes nothing', async () => {
    const member = await signUp(server.current);
    const me = await server.current.graphql<{ currentUser: { colorSchemePref: string } }>(
      '{ currentUser { colorSchemePref } }',
      {},
      { token: member.token },
    );
    expect(me.body.data?.currentUser.colorSchemePref).toBe('AUTO');
    const guest = await server.current.graphql(SAVE_SCHEME, { colorScheme: 'DARK' });
    expect(errorOf(guest.body).code).toBe('LOGGED_OUT');
    const before = await accountRows(server.current.db);
    const bad = await server.current.graphql(SAVE_SCHEME, { colorScheme: 'SEPIA' }, { token: member.token });
    expect(errorOf(bad.body).code).toBe('BAD_USER_INPUT');
    expect(await accountRows(server.current.db)).toBe(before);
  });
});
