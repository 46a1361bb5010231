import { describe, expect, it } from 'vitest';
import { buildArtist, buildRelease, buildSession, buildSong } from './factories.ts';
import {
  FLAGS,
  type Flags,
  failure,
  mutate,
  releaseCounts,
  releaseStateRow,
  songCounts,
} from './listening-support.ts';
import { useTestServer } from './test-server.ts';

const server = useTestServer();

const itemMutation = (name: string) =>
  `mutation ${name}($itemId: ID!, $itemType: ItemType!) { ${name[0]?.toLowerCase()}${name.slice(1)}(itemId: $itemId, itemType: $itemType) { ... on Release { ${FLAGS} numberOfChecks } ... on Song { ${FLAGS} } } }`;
const FAVORITE = `mutation FavoriteItem($id: ID!, $type: String!) { favoriteItem(id: $id, type: $type) { __typename ... on Release { ${FLAGS} } ... on Song { ${FLAGS} } ... on Artist { id numberOfFavorites currentUserHasFavorited } } }`;
const UNFAVORITE = `mutation UnfavoriteItem($id: ID!, $type: String!) { unfavoriteItem(id: $id, type: $type) { __typename ... on Release { ${FLAGS} } ... on Song { ${FLAGS} } ... on Artist { id numberOfFavorites currentUserHasFavorited } } }`;

type Result<K extends string> = Record<K, Flags & { numberOfChecks?: number }>;

describe('likeItem / unlikeItem', () => {
  it('liking checks the item and clears love; unliking keeps the check', async () => {
    const { db } = server.current;
    const { token, user } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(
      server.current,
      itemMutation('LoveItem'),
      { itemId: release.id, itemType: 'RELEASE' },
      token,
    );
    const liked = await mutate<Result<'likeItem'>>(
      server.current,
      itemMutation('LikeItem'),
      { itemId: release.id, itemType: 'RELEASE' },
      token,
    );
    expect(liked.likeItem).toMatchObject({
      currentUserHasChecked: true,
      currentUserHasLiked: true,
      currentUserHasLoved: false,
      numberOfLikes: 1,
      numberOfLoves: 0,
      numberOfChecks: 1,
    });
    const unliked = await mutate<Result<'unlikeItem'>>(
      server.current,
      itemMutation('UnlikeItem'),
      { itemId: release.id, itemType: 'RELEASE' },
      token,
    );
    expect(unliked.unlikeItem).toMatchObject({
      currentUserHasChecked: true,
      currentUserHasLiked: false,
      numberOfLikes: 0,
    });
    expect((await releaseStateRow(db, user.id, release.id))?.reaction).toBeNull();
  });
});

describe('loveItem / unloveItem', () => {
  it('loving a song checks it and clears like and favorite; unlove of a liked song changes nothing', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const song = await buildSong(db);
    await mutate(server.current, FAVORITE, { id: song.id, type: 'song' }, token);
    const loved = await mutate<Result<'loveItem'>>(
      server.current,
      itemMutation('LoveItem'),
      { itemId: song.id, itemType: 'SONG' },
      token,
    );
    expect(loved.loveItem).toMatchObject({
      currentUserHasLoved: true,
      currentUserHasFavorited: false,
      numberOfLoves: 1,
      numberOfFavorites: 0,
    });
    await mutate(server.current, itemMutation('LikeItem'), { itemId: song.id, itemType: 'SONG' }, token);
    const unloved = await mutate<Result<'unloveItem'>>(
      server.current,
      itemMutation('UnloveItem'),
      { itemId: song.id, itemType: 'SONG' },
      token,
    );
    expect(unloved.unloveItem).toMatchObject({
      currentUserHasLiked: true,
      numberOfLikes: 1,
      numberOfLoves: 0,
    });
    expect((await songCounts(db, song.id)).numberOfChecks).toBe(1);
  });
});

describe('favoriteItem / unfavoriteItem', () => {
  it('favoriting a release checks it and clears like', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { release } = await buildRelease(db);
    await mutate(
      server.current,
      itemMutation('LikeItem'),
      { itemId: release.id, itemType: 'RELEASE' },
      token,
    );
    const data = await mutate<{ favoriteItem: Flags }>(
      server.current,
      FAVORITE,
      { id: release.id, type: 'RELEASE' },
      token,
    );
    expect(data.favoriteItem).toMatchObject({
      currentUserHasChecked: true,
      currentUserHasFavorited: true,
      currentUserHasLiked: false,
      numberOfFavorites: 1,
      numberOfLikes: 0,
    });
    const undone = await mutate<{ unfavoriteItem: Flags }>(
      server.current,
      UNFAVORITE,
      { id: release.id, type: 'release' },
      token,
    );
    expect(undone.unfavoriteItem).toMatchObject({
      currentUserHasChecked: true,
      currentUserHasFavorited: false,
      numberOfFavorites: 0,
    });
  });

  it('favorites an artist once, with its count', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const artist = await buildArtist(db);
    await mutate(server.current, FAVORITE, { id: artist.id, type: 'artist' }, token);
    const again = await mutate<{
      favoriteItem: { numberOfFavorites: number; currentUserHasFavorited: boolean };
    }>(server.current, FAVORITE, { id: artist.id, type: 'artist' }, token);
    expect(again.favoriteItem).toEqual({
      __typename: 'Artist',
      id: String(artist.id),
      numberOfFavorites: 1,
      currentUserHasFavorited: true,
    });
    const undone = await mutate<{ unfavoriteItem: { numberOfFavorites: number } }>(
      server.current,
      UNFAVORITE,
      { id: artist.id, type: 'artist' },
      token,
    );
    expect(undone.unfavoriteItem.numberOfFavorites).toBe(0);
  });

  it('refuses an unknown type as BAD_USER_INPUT on the field type', async () => {
    const { db } = server.current;
    const { token } = await buildSession(db);
    const { release } = await buildRelease(db);
    const error = await failure(server.current, FAVORITE, { id: release.id, type: 'playlist' }, token);
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', field: 'type' });
    expect((await releaseCounts(db, release.id)).numberOfFavorites).toBe(0);
  });
});
