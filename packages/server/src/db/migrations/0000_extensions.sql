CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Case- and accent-folded text for search indexes. unaccent() alone is only STABLE (it reads a
-- dictionary by name); naming the dictionary makes this wrapper safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION earmark_normalize(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;
