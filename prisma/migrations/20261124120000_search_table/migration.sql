-- Hand-written: Deep Search on one native table instead of two hand-made shards.
--
-- The search documents move from idea_search_0 and idea_search_1 (even and odd ids, kept in step by
-- row triggers, searched on two connections and merged in the application) to idea_search: a table
-- declaratively partitioned by hash of the idea id, with a foreign key to ideas (ON DELETE CASCADE,
-- so a deleted or truncated idea can never leave its document behind). A search is one SQL
-- statement (lib/server/search/query.ts): PostgreSQL runs the partitions' GIN bitmap scans side by
-- side under a Parallel Append, so two cores share a search without any merge in the application.
-- Two partitions, one per core of the target machine: each process scans, reads and ranks one.
--
-- Each row holds what a search reads on every match and nothing more: the document (the match and
-- the rank), the AI score and demand (sorts, ties), the trend ratio of the idea's evidence (the
-- trend sort), and the scores the range filters check.
--
-- Deep Search uses the evidence: the quote field is the idea's complaint and its evidence quotes
-- (the first five by position, the ones the details dialog shows), and an idea whose evidence is
-- rising carries the tag trend#rising (the same 1.2x cut as lib/domain/ideas/evidence.ts RISING_AT).
--
-- idea_search follows ideas, pipeline_evidence and pipeline_quotes through statement triggers
-- with transition tables: one refresh per statement, however many rows it wrote (a bulk insert of
-- ideas or of an idea's quotes rebuilds each document once). A change of number_developing alone
-- (a claim) updates just that column. Only published ideas are searched.
-- Keep statements free of semicolons inside comments and strings.

DROP TRIGGER "ideas_search_sync" ON "ideas";
DROP TRIGGER "ideas_search_truncate" ON "ideas";
DROP FUNCTION "idea_search_sync"();
DROP FUNCTION "idea_search_truncate"();
DROP TABLE "idea_search_0";
DROP TABLE "idea_search_1";

-- The document of migration search_field_lexemes, with the quote field's text given whole and the
-- trend tag: title A, summary B, quote C, the per-field prefixed lexemes, the filter tags.
DROP FUNCTION "idea_search_document"(TEXT, TEXT, TEXT, "IdeaCategory", INTEGER, INTEGER, INTEGER, INTEGER);
CREATE FUNCTION "idea_search_document"(
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
      FROM (SELECT to_tsvector('english'::regconfig, coalesce("title", '')) AS "t",
                   to_tsvector('english'::regconfig, coalesce("description", '')) AS "s",
                   to_tsvector('english'::regconfig, coalesce("quotes", '')) AS "q") AS "fields"
$fn$;

CREATE TABLE "idea_search" (
    "idea_id" INTEGER NOT NULL,
    "overall" INTEGER NOT NULL,
    "demand_score" INTEGER NOT NULL,
    "innovation_score" INTEGER NOT NULL,
    "simplicity_score" INTEGER NOT NULL,
    "number_developing" INTEGER NOT NULL,
    -- The evidence's last quarter over the year before (score_inputs.trend.ratio), null without evidence.
    "trend_ratio" DOUBLE PRECISION,
    "search_document" tsvector NOT NULL,
    CONSTRAINT "idea_search_pkey" PRIMARY KEY ("idea_id"),
    CONSTRAINT "idea_search_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE CASCADE ON UPDATE CASCADE
) PARTITION BY HASH ("idea_id");

-- The document (about 2 kB) stays inline and uncompressed in its row: a match costs one page read,
-- not a TOAST lookup and a decompression (measured in migration search_field_lexemes).
ALTER TABLE "idea_search" ALTER COLUMN "search_document" SET STORAGE MAIN;
CREATE TABLE "idea_search_p0" PARTITION OF "idea_search" FOR VALUES WITH (MODULUS 2, REMAINDER 0) WITH (toast_tuple_target = 8160);
CREATE TABLE "idea_search_p1" PARTITION OF "idea_search" FOR VALUES WITH (MODULUS 2, REMAINDER 1) WITH (toast_tuple_target = 8160);
ALTER TABLE "idea_search" ALTER COLUMN "search_document" SET STORAGE MAIN;

-- Writes the search rows of the given ideas from ideas, their evidence and their quotes: a
-- published idea gets its row (new or rewritten), an unpublished one loses it.
CREATE FUNCTION "idea_search_refresh"("ids" INTEGER[]) RETURNS void LANGUAGE sql AS $fn$
    DELETE FROM "idea_search" AS "s" USING "ideas" AS "i"
     WHERE "s"."idea_id" = ANY("ids") AND "i"."id" = "s"."idea_id" AND NOT "i"."published";
    INSERT INTO "idea_search" ("idea_id", "overall", "demand_score", "innovation_score", "simplicity_score", "number_developing", "trend_ratio", "search_document")
    SELECT "i"."id", "i"."overall", "i"."demand_score", "i"."innovation_score", "i"."simplicity_score", "i"."number_developing", "e"."ratio",
           "idea_search_document"("i"."title", "i"."description", concat_ws(E'\n', "i"."complaint_summary", "q"."texts"), "i"."category",
                                  "i"."demand_score", "i"."innovation_score", "i"."simplicity_score", "i"."overall", coalesce("e"."ratio" >= 1.2, false))
      FROM (SELECT DISTINCT "u" AS "id" FROM unnest("ids") AS "u") AS "wanted"
      JOIN "ideas" AS "i" ON "i"."id" = "wanted"."id" AND "i"."published"
      LEFT JOIN LATERAL (SELECT ("score_inputs" #>> '{trend,ratio}')::DOUBLE PRECISION AS "ratio"
                           FROM "pipeline_evidence" WHERE "idea_id" = "i"."id") AS "e" ON true
      LEFT JOIN LATERAL (SELECT string_agg("text", E'\n' ORDER BY "position") AS "texts"
                           FROM (SELECT "text", "position" FROM "pipeline_quotes" WHERE "idea_id" = "i"."id" ORDER BY "position" LIMIT 5) AS "shown") AS "q" ON true
    ON CONFLICT ("idea_id") DO UPDATE SET "overall" = EXCLUDED."overall", "demand_score" = EXCLUDED."demand_score",
        "innovation_score" = EXCLUDED."innovation_score", "simplicity_score" = EXCLUDED."simplicity_score",
        "number_developing" = EXCLUDED."number_developing", "trend_ratio" = EXCLUDED."trend_ratio",
        "search_document" = EXCLUDED."search_document"
$fn$;

CREATE FUNCTION "idea_search_ideas_inserted"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    PERFORM "idea_search_refresh"(ARRAY(SELECT "id" FROM "new_rows"));
    RETURN NULL;
END
$fn$;

-- An update rewrites the documents of the ideas whose searched columns changed, and only the
-- claim count of those where number_developing alone changed (no new document, no index entry).
-- A change of id reaches idea_search through the foreign key (ON UPDATE CASCADE).
CREATE FUNCTION "idea_search_ideas_updated"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    PERFORM "idea_search_refresh"(ARRAY(
        SELECT "n"."id" FROM "new_rows" AS "n" JOIN "old_rows" AS "o" ON "o"."id" = "n"."id"
         WHERE ("n"."title", "n"."description", "n"."complaint_summary", "n"."category", "n"."overall",
                "n"."demand_score", "n"."innovation_score", "n"."simplicity_score", "n"."published")
               IS DISTINCT FROM ("o"."title", "o"."description", "o"."complaint_summary", "o"."category", "o"."overall",
                                 "o"."demand_score", "o"."innovation_score", "o"."simplicity_score", "o"."published")
        UNION ALL
        SELECT "n"."id" FROM "new_rows" AS "n" WHERE NOT EXISTS (SELECT 1 FROM "old_rows" AS "o" WHERE "o"."id" = "n"."id")));
    UPDATE "idea_search" AS "s" SET "number_developing" = "n"."number_developing"
      FROM "new_rows" AS "n" JOIN "old_rows" AS "o" ON "o"."id" = "n"."id"
     WHERE "s"."idea_id" = "n"."id" AND "n"."number_developing" <> "o"."number_developing"
       AND "s"."number_developing" <> "n"."number_developing";
    RETURN NULL;
END
$fn$;

CREATE TRIGGER "ideas_search_inserted" AFTER INSERT ON "ideas" REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_ideas_inserted"();
CREATE TRIGGER "ideas_search_updated" AFTER UPDATE ON "ideas" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_ideas_updated"();

-- Evidence and quotes: the ideas they belong to, before and after the statement, are refreshed.
CREATE FUNCTION "idea_search_evidence_new"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    PERFORM "idea_search_refresh"(ARRAY(SELECT "idea_id" FROM "new_rows"));
    RETURN NULL;
END
$fn$;
CREATE FUNCTION "idea_search_evidence_old"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    PERFORM "idea_search_refresh"(ARRAY(SELECT "idea_id" FROM "old_rows"));
    RETURN NULL;
END
$fn$;
CREATE FUNCTION "idea_search_evidence_changed"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    PERFORM "idea_search_refresh"(ARRAY(SELECT "idea_id" FROM "new_rows" UNION SELECT "idea_id" FROM "old_rows"));
    RETURN NULL;
END
$fn$;

CREATE TRIGGER "pipeline_evidence_search_inserted" AFTER INSERT ON "pipeline_evidence" REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_evidence_new"();
CREATE TRIGGER "pipeline_evidence_search_updated" AFTER UPDATE ON "pipeline_evidence" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_evidence_changed"();
CREATE TRIGGER "pipeline_evidence_search_deleted" AFTER DELETE ON "pipeline_evidence" REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_evidence_old"();
CREATE TRIGGER "pipeline_quotes_search_inserted" AFTER INSERT ON "pipeline_quotes" REFERENCING NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_evidence_new"();
CREATE TRIGGER "pipeline_quotes_search_updated" AFTER UPDATE ON "pipeline_quotes" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_evidence_changed"();
CREATE TRIGGER "pipeline_quotes_search_deleted" AFTER DELETE ON "pipeline_quotes" REFERENCING OLD TABLE AS "old_rows"
    FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_evidence_old"();

SELECT "idea_search_refresh"(ARRAY(SELECT "id" FROM "ideas"));

CREATE INDEX "idea_search_search_document_idx" ON "idea_search" USING GIN ("search_document");
