-- Search foundations (ARCHITECTURE.md, search): extensions, an IMMUTABLE unaccent wrapper,
-- the Turkish ICU collation, and the folding / document / query functions used by the catalogue.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE COLLATION IF NOT EXISTS tr_icu (provider = icu, locale = 'tr-TR');
--> statement-breakpoint
-- unaccent() is STABLE because its dictionary could change; pinning the dictionary makes the wrapper
-- safe to declare IMMUTABLE, so it can feed generated columns and indexes.
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- Turkish-aware case folding, then accents removed: 'İSTANBUL' -> 'istanbul', 'GÜMRÜK' -> 'gumruk',
-- 'ISPARTA' -> 'ısparta' -> 'isparta'. The default ctype would lower 'I' to 'i' and 'İ' wrongly.
CREATE OR REPLACE FUNCTION f_search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.f_unaccent(lower($1 COLLATE public.tr_icu)) $$;
--> statement-breakpoint
-- Lexemes of a text for search: Turkish stems (stemmed while accents are still there, because the
-- Turkish stemmer needs them), then folded, plus every folded word as written. So 'danışmanlığı' yields
-- 'danismanlik' (stem) and 'danismanligi' (word), and 'Gümrük' yields 'gumruk'.
CREATE OR REPLACE FUNCTION f_search_lexemes(text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT to_tsvector('simple'::regconfig,
             public.f_unaccent(array_to_string(tsvector_to_array(
               to_tsvector('turkish'::regconfig, lower(coalesce($1, '') COLLATE public.tr_icu))), ' ')))
        || to_tsvector('simple'::regconfig, public.f_search_fold(coalesce($1, '')))
  $$;
--> statement-breakpoint
-- Weighted document: A company name, B short description + category names + services, C description.
CREATE OR REPLACE FUNCTION f_search_vector(a text, b text, c text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT setweight(public.f_search_lexemes(a), 'A')
        || setweight(public.f_search_lexemes(b), 'B')
        || setweight(public.f_search_lexemes(c), 'C')
  $$;
--> statement-breakpoint
-- Query for a user's term: every word must match, either by its folded Turkish stem or as a prefix of a
-- folded word. Only letters and digits reach to_tsquery, so no input can make it raise a syntax error.
CREATE OR REPLACE FUNCTION f_search_query(term text) RETURNS tsquery
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    word text;
    stem text;
    part tsquery;
    result tsquery;
  BEGIN
    FOR word IN
      SELECT w FROM regexp_split_to_table(public.f_search_fold(coalesce(term, '')), '[^[:alnum:]]+') AS w WHERE w <> ''
    LOOP
      part := to_tsquery('simple'::regconfig, word || ':*');
      FOREACH stem IN ARRAY tsvector_to_array(to_tsvector('turkish'::regconfig, lower(
          (SELECT string_agg(x, ' ') FROM regexp_split_to_table(lower(term COLLATE public.tr_icu), '[^[:alnum:]]+') AS x
            WHERE public.f_search_fold(x) = word) COLLATE public.tr_icu)))
      LOOP
        part := part || to_tsquery('simple'::regconfig, public.f_unaccent(stem));
      END LOOP;
      result := CASE WHEN result IS NULL THEN part ELSE result && part END;
    END LOOP;
    RETURN coalesce(result, ''::tsquery);
  END
  $$;
--> statement-breakpoint
-- Typo tolerance ('lojstik' -> 'lojistik') uses word_similarity; 0.45 catches one dropped or swapped
-- letter in words of 6+ letters without flooding short queries.
DO $$ BEGIN
  EXECUTE format('ALTER DATABASE %I SET pg_trgm.word_similarity_threshold = 0.45', current_database());
END $$;
