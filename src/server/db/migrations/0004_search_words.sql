-- Typo tolerance through a vocabulary instead of a trigram test of every document (docs/decisions/001):
-- a trigger keeps `search_words` filled with every lexeme of every partner's search document, and
-- f_search_query() replaces a query word that is not the prefix of any known word by its closest
-- known words. Reading a table makes the function STABLE (it still feeds index scans).
-- Byte order makes the primary key usable for the prefix test below.
ALTER TABLE search_words ALTER COLUMN word TYPE text COLLATE "C";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_partners_search_words() RETURNS trigger
  LANGUAGE plpgsql AS $$
  BEGIN
    INSERT INTO search_words(word)
      SELECT w FROM unnest(tsvector_to_array(NEW.search_vector)) AS w
    ON CONFLICT DO NOTHING;
    RETURN NULL;
  END
  $$;
--> statement-breakpoint
CREATE TRIGGER partners_search_words
  AFTER INSERT OR UPDATE OF search_vector ON partners
  FOR EACH ROW EXECUTE FUNCTION f_partners_search_words();
--> statement-breakpoint
INSERT INTO search_words(word)
  SELECT DISTINCT w FROM partners, unnest(tsvector_to_array(search_vector)) AS w
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every word of the term must match: its folded Turkish stem, or as a prefix of a folded word; a word
-- that is the prefix of no known word (a typo) is replaced by up to three known words with trigram
-- similarity >= 0.4. Only [:alnum:] runs reach to_tsquery, so no input raises a syntax error.
CREATE OR REPLACE FUNCTION f_search_query(term text) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  DECLARE
    w text;
    stem text;
    near text;
    part tsquery;
    result tsquery;
  BEGIN
    FOR w IN
      SELECT x FROM regexp_split_to_table(public.f_search_fold(coalesce(term, '')), '[^[:alnum:]]+') AS x WHERE x <> ''
    LOOP
      part := to_tsquery('simple'::regconfig, w || ':*');
      FOREACH stem IN ARRAY tsvector_to_array(to_tsvector('turkish'::regconfig, lower(
          (SELECT string_agg(x, ' ') FROM regexp_split_to_table(lower(term COLLATE public.tr_icu), '[^[:alnum:]]+') AS x
            WHERE public.f_search_fold(x) = w) COLLATE public.tr_icu)))
      LOOP
        part := part || to_tsquery('simple'::regconfig, public.f_unaccent(stem));
      END LOOP;
      IF char_length(w) >= 4 AND NOT EXISTS (
          SELECT 1 FROM public.search_words s WHERE s.word >= w COLLATE "C"
            AND s.word < (w || chr(1114111)) COLLATE "C") THEN
        FOR near IN
          SELECT s.word FROM public.search_words s
           WHERE s.word % w AND similarity(s.word, w) >= 0.4
           ORDER BY similarity(s.word, w) DESC, s.word LIMIT 3
        LOOP
          part := part || to_tsquery('simple'::regconfig, near);
        END LOOP;
      END IF;
      result := CASE WHEN result IS NULL THEN part ELSE result && part END;
    END LOOP;
    RETURN coalesce(result, ''::tsquery);
  END
  $$;
--> statement-breakpoint
-- The catalogue runs on SSDs or in memory: random reads cost little more than sequential ones, and
-- with the default 4.0 the planner refuses the GIN bitmap scans that make search fast.
DO $$ BEGIN
  EXECUTE format('ALTER DATABASE %I SET random_page_cost = 1.1', current_database());
END $$;
