-- Hand-written: a possessive no longer holds a word position in the search document, so Deep
-- Search's phrase ranking (lib/server/search/query.ts) reads across it: "the children's screen
-- time" holds the phrase 'children screen time', "a dentist's office" the phrase 'dentist office'.
-- PostgreSQL's parser splits "children's" into 'children' and the stop word 's', which is dropped
-- but keeps its position, so no typed phrase matched across it.
--
-- idea_search_text is applied to the document's fields here and to the main search text in the
-- query, so both sides read a text the same way. Only the 's after a letter goes ("it's" becomes
-- "it", a stop word either way), a plural's apostrophe ("kids' screen time") parses as before.
-- Every document is written again at the end (a few seconds for 10,000 ideas).
-- Keep statements free of semicolons inside comments and strings.

CREATE FUNCTION "idea_search_text"("text" TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT regexp_replace(coalesce("text", ''), '([[:alpha:]])[''’]s\M', '\1', 'g')
$fn$;

CREATE OR REPLACE FUNCTION "idea_search_document"(
    "title" TEXT, "description" TEXT, "quotes" TEXT, "category" "IdeaCategory",
    "demand" INTEGER, "innovation" INTEGER, "simplicity" INTEGER, "overall" INTEGER, "rising" BOOLEAN
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT setweight("t", 'A') || setweight("s", 'B') || setweight("q", 'C')
        || array_to_tsvector(
               ARRAY[
                   'category#' || lower("category"::TEXT),
                   'demand#' || ("demand" / 10)::TEXT,
                   'innovation#' || ("innovation" / 10)::TEXT,
                   'simplicity#' || ("simplicity" / 10)::TEXT,
                   'overall#' || ("overall" / 10)::TEXT
               ]
               || CASE WHEN "rising" THEN ARRAY['trend#rising'] ELSE ARRAY[]::TEXT[] END
               || "idea_field_lexemes"('title#', "t")
               || "idea_field_lexemes"('summary#', "s")
               || "idea_field_lexemes"('quote#', "q")
           )
      FROM (SELECT to_tsvector('english'::regconfig, "idea_search_text"("title")) AS "t",
                   to_tsvector('english'::regconfig, "idea_search_text"("description")) AS "s",
                   to_tsvector('english'::regconfig, "idea_search_text"("quotes")) AS "q") AS "fields"
$fn$;

SELECT "idea_search_refresh"(ARRAY(SELECT "id" FROM "ideas"));
