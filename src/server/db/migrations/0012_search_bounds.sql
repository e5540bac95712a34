-- f_search_query (0004, 0006) with bounded work whatever the term (issue 18; docs/decisions/001). The
-- API already refuses terms over 200 characters or 10 words after NFKC (shared/contracts/search.ts);
-- these bounds hold for any caller, so no term can make one search expensive:
--   * at most 1,000 characters of the term are read;
--   * the stems are looked up in one array of the term's words, built once (0006 re-split and re-folded
--     the whole term for every word: quadratic, 2.7 s of CPU for 200 × U+FDFA on PostgreSQL);
--   * at most 10 words (SEARCH_MAX_WORDS) make the query, the first ones;
--   * a word counts with its first 32 letters: a longer one matches as that prefix, without stems, and
--     only those 32 go to the trigram typo lookup, which keeps its 3 candidates;
--   * a word of 1 or 2 letters matches that word (or its stem), not every word it begins: 'a:*' makes
--     the index return nearly every partner, each then rechecked and ranked, for no useful order.
CREATE OR REPLACE FUNCTION f_search_query(term text) RETURNS tsquery
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  AS $$
  DECLARE
    max_words constant int := 10;
    max_letters constant int := 32;
    originals text[];
    folded text[];
    w text;
    stem text;
    near text;
    part tsquery;
    result tsquery;
  BEGIN
    -- Composed and decomposed input must search alike (issue 7): u + U+0308 is ü.
    term := normalize(left(coalesce(term, ''), 1000), NFC);
    -- The term's words with their accents (the Turkish stemmer needs them) and folded, once.
    SELECT coalesce(array_agg(x), '{}'), coalesce(array_agg(public.f_search_fold(x)), '{}')
      INTO originals, folded
      FROM regexp_split_to_table(lower(term COLLATE public.tr_icu), '[^[:alnum:]]+') AS x WHERE x <> '';
    FOR w IN
      SELECT left(x, max_letters) FROM regexp_split_to_table(public.f_search_fold(term), '[^[:alnum:]]+') AS x
       WHERE x <> '' LIMIT max_words
    LOOP
      part := to_tsquery('simple'::regconfig, w || CASE WHEN char_length(w) >= 3 THEN ':*' ELSE '' END);
      FOREACH stem IN ARRAY coalesce(tsvector_to_array(to_tsvector('turkish'::regconfig, lower(
          (SELECT string_agg(originals[i], ' ') FROM generate_subscripts(folded, 1) AS i
            WHERE folded[i] = w) COLLATE public.tr_icu))), '{}'::text[])
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
