import { LIMITS } from '@earmark/shared';
import type { RawStatement } from './raw-server.ts';

/**
 * The quick search's baseline: the same JSON as suggestions.ts's operation for a guest (release
 * suggestions; the other kinds empty), built by one hand-written SQL statement that follows the
 * server's ranking (modules/search: prepare.ts, rank.ts, targets.ts for releases): the query's
 * words with their one-typo alternatives from the lexicon, candidates from all words (the last
 * also as a prefix), any word when those are few, the exact name, the name prefix and "artist
 * title" splits, for the query as typed and its corrected spelling; scored the same way.
 *
 * What it simplifies: the server reads the text-search index's word statistics to decide how
 * the words may be searched (a common word never drives a GIN scan, common prefixes are not
 * expanded, only the rarest words feed the any-word fallback) and corrects each word to its most
 * frequent alternative. This statement always searches every word (the server's plan when every
 * word is rare, as on the demo catalog, whose words all stay far below its 15,000-row bar) and
 * corrects to the first alternative in order (the server's pick among equally rare words).
 * The query is cut to 200 characters as the server cuts it; `limit` is the quick search's default.
 */
const SUGGESTIONS_JSON = `
with input as (
  select earmark_normalize(btrim(regexp_replace(left(regexp_replace($1::text, '[[:cntrl:]]', ' ', 'g'), 200),
    '\\s+', ' ', 'g'))) as q
),
words as (
  select v.lexeme as word, (select max(p) from unnest(v.positions) p) as pos
  from input, unnest(to_tsvector('simple'::regconfig, input.q)) v
  where length(v.lexeme) <= 40
),
spelled as (
  select w.word, w.pos, w.pos = (select max(pos) from words) as last,
    case when length(w.word) < 4 or exists (select 1 from search_terms s where s.term = w.word)
      then '{}'::text[]
      else array(
        select m.term from (
          select distinct s.term from search_terms s
          where s.variant = any(array[w.word] || array(
            select substr(w.word, 1, i - 1) || substr(w.word, i + 1)
            from generate_series(1, length(w.word)) i))
          offset 0) m
        order by m.term limit 6)
    end as alternatives
  from words w
),
groups as (
  select g.pos, case when cardinality(g.options) = 1 then g.options[1]
    else '(' || array_to_string(g.options, ' | ') || ')' end as text
  from (
    select s.pos, array(
        select '''' || replace(replace(o.word, '''', ''''''), '\\', '\\\\') || '''' || o.suffix
        from unnest(array[s.word] || s.alternatives || case when s.last then array[s.word] else '{}' end,
          array_fill(''::text, array[1 + cardinality(s.alternatives)]) || case when s.last then array[':*'] else '{}' end)
          with ordinality as o(word, suffix, n)
        order by o.n) as options
    from spelled s
    where not (s.last and length(s.word) < 2)
  ) g
),
plan as (
  select to_tsquery('simple'::regconfig, string_agg(text, ' & ' order by pos)) as all_words,
    to_tsquery('simple'::regconfig, string_agg(text, ' | ' order by pos)) as any_word
  from groups
),
names as (
  select input.q as name, 300 as exact_cap, 100 as prefix_cap from input
  union all
  select c.text, 30, 30
  from (select string_agg(coalesce(alternatives[1], word), ' ' order by pos) as text,
      bool_or(cardinality(alternatives) > 0) as corrected from spelled) c, input
  where c.corrected and c.text <> input.q
),
found as materialized (
  select t.id from releases t
  where to_tsvector('simple'::regconfig, earmark_normalize(t.title || ' ' || t.artist_name)) @@ (select all_words from plan)
  limit 300
),
fallback as (
  select t.id from releases t
  where (select count(*) from found) < 20
    and to_tsvector('simple'::regconfig, earmark_normalize(t.title || ' ' || t.artist_name)) @@ (select any_word from plan)
  limit 200
),
exact as (
  select e.id from names n cross join lateral (
    select t.id from releases t where earmark_normalize(t.title) = n.name limit n.exact_cap) e
),
prefix as (
  select p.id from names n cross join lateral (
    select t.id from releases t
    where earmark_normalize(t.title) ~>=~ n.name and earmark_normalize(t.title) ~<~ (n.name || chr(1114111))
    limit n.prefix_cap) p
),
splits as (
  select distinct s.artist, s.rest
  from names n
  cross join lateral (select array_remove(string_to_array(n.name, ' '), '') as w) a
  cross join lateral generate_series(1, cardinality(a.w)) k
  cross join lateral (values (array_to_string(a.w[1:k], ' '), array_to_string(a.w[k + 1:], ' ')),
    (array_to_string(a.w[k + 1:], ' '), array_to_string(a.w[1:k], ' '))) s(artist, rest)
  where cardinality(a.w) <= 12 and s.artist <> ''
),
by_artist as (
  select c.id from splits p cross join lateral (
    select t.id
    from (select a.id from artists a
      where earmark_normalize(a.name) = any(array[p.artist, 'the ' || p.artist])
      order by a.number_of_favorites desc, a.id limit 3) a
    cross join lateral (select l.release_id as id from release_artists l where l.artist_id = a.id limit 300) i
    join releases t on t.id = i.id
    order by similarity(earmark_normalize(t.title), p.rest) desc, t.number_of_checks desc, t.number_of_favorites desc
    limit 20) c
  limit 100
),
pool as (
  select id from found union select id from exact union select id from prefix
  union select id from fallback union select id from by_artist
),
ranked as (
  select t.*, row_number() over (order by
      case when x.name = input.q or x.name || ' ' || x.credit = input.q or x.credit || ' ' || x.name = input.q then 4
        when x.credit = input.q then 3
        when starts_with(x.name, input.q) then 2 + greatest(similarity(x.name, input.q),
          similarity(x.name || ' ' || x.credit, input.q), similarity(x.credit || ' ' || x.name, input.q))
        else greatest(similarity(x.name, input.q), similarity(x.name || ' ' || x.credit, input.q),
          similarity(x.credit || ' ' || x.name, input.q)) end desc,
      t.number_of_checks desc, t.number_of_favorites desc, t.id) as n
  from pool join releases t on t.id = pool.id
  cross join input
  cross join lateral (select earmark_normalize(t.title) as name, earmark_normalize(t.artist_name) as credit offset 0) x
  where input.q <> ''
  order by n
  limit $2
)
select json_build_object('data', json_build_object('searchSuggestions', json_build_object(
  'releases', (select coalesce(json_agg(json_build_object(
      'id', r.id::text, 'title', r.title, 'year', r.year,
      'thumb', coalesce(r.thumb, r.image, '/covers/releases/' || r.id || '.svg'),
      'artists', (select coalesce(json_agg(json_build_object('id', a.id::text, 'name', ra.credited_name,
          'joinPhrase', ra.join_phrase) order by ra.position), '[]')
        from release_artists ra join artists a on a.id = ra.artist_id where ra.release_id = r.id)
    ) order by r.n), '[]') from ranked r),
  'songs', '[]'::json, 'artists', '[]'::json, 'lists', '[]'::json, 'users', '[]'::json
))) as body`;

export const rawSuggestions: RawStatement = {
  name: 'raw_suggestions',
  text: SUGGESTIONS_JSON,
  values: (variables) => [String(variables.query), LIMITS.quickSearch.releases],
  empty: { data: { searchSuggestions: null } },
};
