CREATE TABLE "search_terms" (
	"variant" text NOT NULL,
	"term" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_variant_idx" ON "search_terms" USING btree ("variant");--> statement-breakpoint
CREATE INDEX "search_terms_term_idx" ON "search_terms" USING btree ("term");--> statement-breakpoint
CREATE INDEX "artists_search_tsv" ON "artists" USING gin (to_tsvector('simple'::regconfig, earmark_normalize("name")));--> statement-breakpoint
CREATE INDEX "artists_name_norm_idx" ON "artists" USING btree (earmark_normalize("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "releases_search_tsv" ON "releases" USING gin (to_tsvector('simple'::regconfig, earmark_normalize("title" || ' ' || "artist_name")));--> statement-breakpoint
CREATE INDEX "releases_title_norm_idx" ON "releases" USING btree (earmark_normalize("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "songs_search_tsv" ON "songs" USING gin (to_tsvector('simple'::regconfig, earmark_normalize("title" || ' ' || "artist_name")));--> statement-breakpoint
CREATE INDEX "songs_title_norm_idx" ON "songs" USING btree (earmark_normalize("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "lists_search_tsv" ON "lists" USING gin (to_tsvector('simple'::regconfig, earmark_normalize("name")));--> statement-breakpoint
CREATE INDEX "lists_name_norm_idx" ON "lists" USING btree (earmark_normalize("name") text_pattern_ops);--> statement-breakpoint
-- Search lexicon (modules/search): each new word of a searchable name is stored under itself and
-- under each one-letter deletion of it (the SymSpell scheme), so a typo is corrected by equality
-- lookups. No unique key: concurrent writers never wait on each other; a rare duplicate is harmless.
CREATE OR REPLACE FUNCTION earmark_add_search_terms(words text[]) RETURNS void
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO search_terms (variant, term)
    SELECT DISTINCT v.variant, w.term
    FROM (SELECT DISTINCT unnest(words) AS term) w
    CROSS JOIN LATERAL (
      SELECT w.term AS variant
      UNION ALL
      SELECT substr(w.term, 1, i - 1) || substr(w.term, i + 1)
      FROM generate_series(1, length(w.term)) AS i
      WHERE length(w.term) >= 4
    ) v
    WHERE length(w.term) BETWEEN 1 AND 40
      AND NOT EXISTS (SELECT 1 FROM search_terms s WHERE s.term = w.term)
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_search_words(value text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT tsvector_to_array(to_tsvector('simple'::regconfig, earmark_normalize(value))) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_search_terms_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME IN ('releases', 'songs') THEN
      PERFORM earmark_add_search_terms(ARRAY(
        SELECT DISTINCT unnest(earmark_search_words(n.title || ' ' || n.artist_name)) FROM new_rows n));
    ELSE
      PERFORM earmark_add_search_terms(ARRAY(
        SELECT DISTINCT unnest(earmark_search_words(n.name)) FROM new_rows n));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION earmark_search_terms_renamed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF TG_TABLE_NAME IN ('releases', 'songs') THEN
      PERFORM earmark_add_search_terms(earmark_search_words(NEW.title || ' ' || NEW.artist_name));
    ELSE
      PERFORM earmark_add_search_terms(earmark_search_words(NEW.name));
    END IF;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER releases_search_terms_insert AFTER INSERT ON releases
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_search_terms_inserted();
--> statement-breakpoint
CREATE TRIGGER songs_search_terms_insert AFTER INSERT ON songs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_search_terms_inserted();
--> statement-breakpoint
CREATE TRIGGER artists_search_terms_insert AFTER INSERT ON artists
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_search_terms_inserted();
--> statement-breakpoint
CREATE TRIGGER lists_search_terms_insert AFTER INSERT ON lists
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION earmark_search_terms_inserted();
--> statement-breakpoint
CREATE TRIGGER releases_search_terms_update AFTER UPDATE OF title, artist_name ON releases
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.artist_name IS DISTINCT FROM NEW.artist_name)
  EXECUTE FUNCTION earmark_search_terms_renamed();
--> statement-breakpoint
CREATE TRIGGER songs_search_terms_update AFTER UPDATE OF title, artist_name ON songs
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.artist_name IS DISTINCT FROM NEW.artist_name)
  EXECUTE FUNCTION earmark_search_terms_renamed();
--> statement-breakpoint
CREATE TRIGGER artists_search_terms_update AFTER UPDATE OF name ON artists
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION earmark_search_terms_renamed();
--> statement-breakpoint
CREATE TRIGGER lists_search_terms_update AFTER UPDATE OF name ON lists
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION earmark_search_terms_renamed();
--> statement-breakpoint
-- Words of the rows that exist before this migration.
SELECT earmark_add_search_terms(ARRAY(
  SELECT DISTINCT w FROM (
    SELECT unnest(earmark_search_words(title || ' ' || artist_name)) AS w FROM releases
    UNION ALL SELECT unnest(earmark_search_words(title || ' ' || artist_name)) FROM songs
    UNION ALL SELECT unnest(earmark_search_words(name)) FROM artists
    UNION ALL SELECT unnest(earmark_search_words(name)) FROM lists
  ) words));
