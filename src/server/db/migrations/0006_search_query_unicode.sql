-- f_search_query (0004) for any Unicode input (issue 7, "Unicode and bad input"): the term is
-- NFC-normalised first, and a word whose accented spelling yields no Turkish stem (a decomposed
-- letter, '½', 'Ⅻ', 'ŉ', letters newer than the server's Unicode tables) no longer makes FOREACH
-- fail on a NULL array: it is searched by its folded prefix alone.
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
    -- Composed and decomposed input must search alike (issue 7): u + U+0308 is ü.
    term := normalize(coalesce(term, ''), NFC);
    FOR w IN
      SELECT x FROM regexp_split_to_table(public.f_search_fold(coalesce(term, '')), '[^[:alnum:]]+') AS x WHERE x <> ''
    LOOP
      part := to_tsquery('simple'::regconfig, w || ':*');
      FOREACH stem IN ARRAY coalesce(tsvector_to_array(to_tsvector('turkish'::regconfig, lower(
          (SELECT string_agg(x, ' ') FROM regexp_split_to_table(lower(term COLLATE public.tr_icu), '[^[:alnum:]]+') AS x
            WHERE public.f_search_fold(x) = w) COLLATE public.tr_icu))), '{}'::text[])
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
