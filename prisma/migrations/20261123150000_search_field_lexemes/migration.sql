-- Hand-written: the per-field include and exclude terms of Deep Search become exact in the GIN index.
--
-- Until now a per-field term was a weight-restricted lexeme ('patient':C). GIN does not store
-- weights, so every row holding the word in any field had to be read and rechecked: at a million
-- ideas, half of the rows a broad search read were thrown away by that recheck. Now the document
-- also holds each field's lexemes once more, prefixed with the field and without positions
-- (title#word, summary#word, quote#word), and a per-field term is a plain lexeme that the index
-- answers exactly. The parser splits at '#', so no text can produce such a lexeme (nor a tag).
--
-- The weighted lexemes with positions stay: the main text matches them and ts_rank ranks by them.
-- idea_field_query turns a tsquery that to_tsquery has stemmed into one over the prefixed lexemes
-- (lib/server/search/query.ts). Keep statements free of semicolons inside comments and strings.

DROP INDEX "ideas_search_document_idx";
ALTER TABLE "ideas" DROP COLUMN "search_document";

-- The lexemes of a field's vector, each with the field's prefix.
CREATE FUNCTION "idea_field_lexemes"("prefix" TEXT, "field" tsvector) RETURNS TEXT[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT coalesce(array_agg("prefix" || "lexeme"), '{}') FROM unnest(tsvector_to_array("field")) AS "lexeme"
$fn$;

CREATE OR REPLACE FUNCTION "idea_search_document"(
    "title" TEXT, "description" TEXT, "complaint" TEXT, "category" "IdeaCategory",
    "demand" INTEGER, "innovation" INTEGER, "simplicity" INTEGER, "overall" INTEGER
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
               || "idea_field_lexemes"('title#', "t")
               || "idea_field_lexemes"('summary#', "s")
               || "idea_field_lexemes"('quote#', "q")
           )
      FROM (SELECT to_tsvector('english'::regconfig, coalesce("title", '')) AS "t",
                   to_tsvector('english'::regconfig, coalesce("description", '')) AS "s",
                   to_tsvector('english'::regconfig, coalesce("complaint", '')) AS "q") AS "fields"
$fn$;

-- A stemmed tsquery (to_tsquery's output) rewritten over one field's prefixed lexemes: every quoted
-- lexeme gets the prefix, and phrase operators become AND (the prefixed lexemes have no positions).
-- In tsquery text a quote inside a lexeme is doubled and a backslash escapes the next character.
CREATE FUNCTION "idea_field_query"("prefix" TEXT, "query" tsquery) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT regexp_replace(
               regexp_replace("query"::TEXT, '''((?:[^''\\]|''''|\\.)*)''', '''' || "prefix" || '\1''', 'g'),
               '<->|<[0-9]+>', '&', 'g'
           )::tsquery
$fn$;

-- The document is about twice its old size now, and a search reads the document of every match.
-- At the default target (about 2 kB a row) most documents would leave the row for the TOAST table,
-- costing each match several more page reads (measured: a search went from 100 to 300 ms). Rows are
-- toasted only past this size, so an idea's row, document included, stays whole in one page.
ALTER TABLE "ideas" SET (toast_tuple_target = 8160);

ALTER TABLE "ideas"
    ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
        "idea_search_document"("title", "description", "complaint_summary", "category",
                               "demand_score", "innovation_score", "simplicity_score", "overall")
    ) STORED;

ALTER TABLE "ideas" ALTER COLUMN "search_document" SET STORAGE MAIN;

CREATE INDEX "ideas_search_document_idx" ON "ideas" USING GIN ("search_document");
