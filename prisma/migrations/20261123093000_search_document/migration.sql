-- Hand-written: one search vector per idea instead of four, so that a Deep Search with a main text,
-- per-field include and exclude terms, categories and score ranges is a single `@@` on a single GIN
-- index (lib/domain/search/tsquery.ts builds the query).
--
-- The fields are told apart by weight: title A, description (summary) B, complaint (quote) C.
-- Filter tags are lexemes without positions that no parsed text can produce (the parser splits at
-- '#'): `category#<category in lower case>` and, for demand, innovation, simplicity and the AI
-- score, `<name>#<score / 10>` (deciles 0 to 10). Exact range bounds are still checked on the row.
--
-- The function is declared IMMUTABLE so a generated column can call it: to_tsvector with a
-- regconfig literal is immutable, and the enum labels it reads are fixed by the schema.
-- STORAGE MAIN keeps the vector inline (compressed) where it fits, so the recheck of a GIN match
-- reads no TOAST table. Keep statements free of semicolons inside comments and strings.

CREATE FUNCTION "idea_search_document"(
    "title" TEXT, "description" TEXT, "complaint" TEXT, "category" "IdeaCategory",
    "demand" INTEGER, "innovation" INTEGER, "simplicity" INTEGER, "overall" INTEGER
) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A')
        || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B')
        || setweight(to_tsvector('english'::regconfig, coalesce("complaint", '')), 'C')
        || array_to_tsvector(ARRAY[
               'category#' || lower("category"::TEXT),
               'demand#' || ("demand" / 10)::TEXT,
               'innovation#' || ("innovation" / 10)::TEXT,
               'simplicity#' || ("simplicity" / 10)::TEXT,
               'overall#' || ("overall" / 10)::TEXT
           ])
$fn$;

DROP INDEX "ideas_search_title_idx";
DROP INDEX "ideas_search_summary_idx";
DROP INDEX "ideas_search_quote_idx";
DROP INDEX "ideas_search_all_idx";

ALTER TABLE "ideas"
    DROP COLUMN "search_title",
    DROP COLUMN "search_summary",
    DROP COLUMN "search_quote",
    DROP COLUMN "search_all",
    ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
        "idea_search_document"("title", "description", "complaint_summary", "category",
                               "demand_score", "innovation_score", "simplicity_score", "overall")
    ) STORED;

ALTER TABLE "ideas" ALTER COLUMN "search_document" SET STORAGE MAIN;

CREATE INDEX "ideas_search_document_idx" ON "ideas" USING GIN ("search_document");
