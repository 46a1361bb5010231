import type { RawStatement } from './raw-server.ts';

/**
 * The artist page's baseline: the same JSON as artist-page.ts's operation for a guest (the
 * artist, then albums without secondary types, newest first, each with its credits; a guest's
 * flags false, their count of checks 0), built by one hand-written SQL statement. The order is
 * the discography's YEAR_NEWEST (modules/catalog/release-sort.ts).
 */
const ARTIST_PAGE_JSON = `
with page as (
  select r.*, count(*) over () as total
  from releases r
  where exists (select 1 from release_artists ra where ra.release_id = r.id and ra.artist_id = $1)
    and r.primary_type = 'ALBUM' and cardinality(r.secondary_types) = 0
  order by r.year desc nulls last, r.release_date desc nulls last, r.id desc nulls last
  limit $2
)
select json_build_object('data', json_build_object('artist', json_build_object(
  'id', a.id::text, 'name', a.name, 'disambiguation', a.disambiguation,
  'image', coalesce(a.image, '/covers/artists/' || a.id || '.svg'), 'profile', a.profile,
  'numberOfFavorites', a.number_of_favorites,
  'dataSources', (select coalesce(json_agg(json_build_object('type', d->>'type', 'url', d->>'url')), '[]')
    from jsonb_array_elements(a.data_sources) d),
  'releases', (select json_build_object(
    'edges', coalesce(json_agg(json_build_object('node', json_build_object(
      'id', r.id::text, 'title', r.title, 'year', r.year,
      'image', coalesce(r.image, '/covers/releases/' || r.id || '.svg'),
      'thumb', coalesce(r.thumb, r.image, '/covers/releases/' || r.id || '.svg'),
      'artists', (select coalesce(json_agg(json_build_object('id', ca.id::text, 'name', ra.credited_name,
          'joinPhrase', ra.join_phrase) order by ra.position), '[]')
        from release_artists ra join artists ca on ca.id = ra.artist_id where ra.release_id = r.id),
      'artistName', r.artist_name, 'link', '/releases/' || r.id,
      'mbReleaseGroupLink', 'https://musicbrainz.org/release-group/' || r.mbid,
      'youtubePlaylistId', r.youtube_playlist_id,
      'currentUserHasChecked', false, 'currentUserDeepListened', false, 'isPurpleCheck', false,
      'currentUserHasAddedToListenTo', false, 'currentUserHasLiked', false, 'currentUserHasLoved', false,
      'currentUserHasFavorited', false, 'currentUserRating', null,
      'numberOfChecks', r.number_of_checks, 'numberOfLikes', r.number_of_likes,
      'numberOfLoves', r.number_of_loves, 'numberOfFavorites', r.number_of_favorites,
      'primaryType', r.primary_type, 'secondaryTypes', r.secondary_types
    )) order by r.year desc nulls last, r.release_date desc nulls last, r.id desc nulls last), '[]'),
    'pageInfo', json_build_object('hasMore', coalesce(max(r.total), 0) > count(r.id),
      'totalCount', coalesce(max(r.total), 0)),
    'currentUserNumberOfChecks', 0
  ) from page r)
))) as body
from artists a where a.id = $1`;

export const rawArtistPage: RawStatement = {
  name: 'raw_artist_page',
  text: ARTIST_PAGE_JSON,
  values: (variables) => [Number(variables.id), Number(variables.limit)],
  empty: { data: { artist: null } },
};
