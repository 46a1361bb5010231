import type { RawStatement } from './raw-server.ts';

/**
 * The baseline the release page is held to: the same JSON as the GraphQL release page (release,
 * artists, tracks with their artists and songs, counts; a guest's flags all false), built by one
 * hand-written SQL statement per request (raw-server.ts). It reads the GraphQL request body only
 * for the id.
 */
const RELEASE_JSON = `
select json_build_object('data', json_build_object('release', json_build_object(
  'id', r.id::text, 'title', r.title, 'year', r.year, 'image', r.image, 'thumb', r.thumb,
  'genres', r.genres, 'label', r.label, 'primaryType', r.primary_type, 'secondaryTypes', r.secondary_types,
  'artists', (select coalesce(json_agg(json_build_object('id', a.id::text, 'name', ra.credited_name,
      'link', '/artists/' || a.id, 'joinPhrase', ra.join_phrase) order by ra.position), '[]')
    from release_artists ra join artists a on a.id = ra.artist_id where ra.release_id = r.id),
  'dataSources', r.data_sources,
  'tracksCount', (select count(*) from tracks t where t.release_id = r.id),
  'tracks', (select coalesce(json_agg(json_build_object('id', t.id::text, 'position', t.position,
      'title', t.title, 'duration', t.duration_ms,
      'artists', (select coalesce(json_agg(json_build_object('id', a.id::text, 'name', sa.credited_name,
          'joinPhrase', sa.join_phrase) order by sa.position), '[]')
        from song_artists sa join artists a on a.id = sa.artist_id where sa.song_id = t.song_id),
      'song', json_build_object('id', s.id::text, 'preventUncheck', s.prevent_uncheck)) order by t.position), '[]')
    from tracks t join songs s on s.id = t.song_id where t.release_id = r.id),
  'numberOfChecks', r.number_of_checks, 'numberOfLikes', r.number_of_likes, 'numberOfLoves', r.number_of_loves,
  'numberOfFavorites', r.number_of_favorites, 'numberOfLists', r.number_of_lists,
  'currentUserHasChecked', false, 'currentUserDeepListened', false, 'isPurpleCheck', false,
  'currentUserHasAddedToListenTo', false, 'currentUserHasFavorited', false, 'currentUserHasLiked', false,
  'currentUserHasLoved', false, 'currentUserHasLogged', false, 'currentUserRating', null
))) as body
from releases r where r.id = $1`;

export const rawRelease: RawStatement = {
  name: 'raw_release',
  text: RELEASE_JSON,
  values: (variables) => [Number(variables.id)],
  empty: { data: { release: null } },
};
