-- Hand-written: Deep Search runs on two shards that it searches at the same time.
--
-- A search reads and ranks every match, one row (one page) per match. A single statement runs on a
-- single core, so at a million ideas a broad search (15,000 matches) took about 90 ms however the
-- rows were laid out. The search documents now live in two tables, idea_search_0 (even idea ids)
-- and idea_search_1 (odd ids), each with its own GIN index. lib/server/search/query.ts sends the
-- same statement to both on two connections and merges the two ranked lists, so each core does
-- half the work (measured: 88 to 54 ms for that search).
--
-- Each shard row holds what a search reads on every match and nothing more: the document (for the
-- match and the rank), the AI score (for ties) and the scores the range filters check. The ideas
-- table drops its own copy of the document, which was half of its size.
--
-- The shards follow the ideas table through triggers: an insert or a change of a searched column
-- rewrites the idea's shard row, a change of number_developing alone (a claim) updates just that
-- column, a delete removes the row, a truncate empties the shards. idea_search_document
-- (migration search_field_lexemes) builds the document exactly as before.

DROP INDEX "ideas_search_document_idx";
ALTER TABLE "ideas" DROP COLUMN "search_document";
ALTER TABLE "ideas" RESET (toast_tuple_target);

-- The document (about 1.9 kB) stays inline and uncompressed in its row: a match then costs one
-- page read, not a TOAST lookup and a decompression (measured in migration search_field_lexemes).
CREATE TABLE "idea_search_0" (
    "id" INTEGER NOT NULL,
    "overall" INTEGER NOT NULL,
    "demand_score" INTEGER NOT NULL,
    "innovation_score" INTEGER NOT NULL,
    "simplicity_score" INTEGER NOT NULL,
    "number_developing" INTEGER NOT NULL,
    "search_document" tsvector NOT NULL,
    CONSTRAINT "idea_search_0_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "idea_search_0_shard_check" CHECK ("id" % 2 = 0)
) WITH (toast_tuple_target = 8160);
ALTER TABLE "idea_search_0" ALTER COLUMN "search_document" SET STORAGE MAIN;

-- The same columns (with their storage); keys and table options are not copied by LIKE.
CREATE TABLE "idea_search_1" (
    LIKE "idea_search_0" INCLUDING STORAGE,
    CONSTRAINT "idea_search_1_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "idea_search_1_shard_check" CHECK ("id" % 2 = 1)
) WITH (toast_tuple_target = 8160);

CREATE FUNCTION "idea_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
    "doc" tsvector;
BEGIN
    IF TG_OP = 'DELETE' THEN
        DELETE FROM "idea_search_0" WHERE "id" = OLD."id";
        DELETE FROM "idea_search_1" WHERE "id" = OLD."id";
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND (NEW."title", NEW."description", NEW."complaint_summary", NEW."category", NEW."overall",
                             NEW."demand_score", NEW."innovation_score", NEW."simplicity_score", NEW."id")
                 IS NOT DISTINCT FROM (OLD."title", OLD."description", OLD."complaint_summary", OLD."category", OLD."overall",
                                       OLD."demand_score", OLD."innovation_score", OLD."simplicity_score", OLD."id") THEN
        -- Only number_developing changed: no new document, and no index entry to write.
        UPDATE "idea_search_0" SET "number_developing" = NEW."number_developing" WHERE "id" = NEW."id";
        UPDATE "idea_search_1" SET "number_developing" = NEW."number_developing" WHERE "id" = NEW."id";
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND NEW."id" <> OLD."id" THEN
        DELETE FROM "idea_search_0" WHERE "id" = OLD."id";
        DELETE FROM "idea_search_1" WHERE "id" = OLD."id";
    END IF;
    "doc" := "idea_search_document"(NEW."title", NEW."description", NEW."complaint_summary", NEW."category",
                                    NEW."demand_score", NEW."innovation_score", NEW."simplicity_score", NEW."overall");
    -- One static statement per shard (planned once per session) rather than EXECUTE format(...),
    -- which would plan anew for every row of a bulk insert.
    IF NEW."id" % 2 = 0 THEN
        INSERT INTO "idea_search_0" AS "s" ("id", "overall", "demand_score", "innovation_score", "simplicity_score", "number_developing", "search_document")
        VALUES (NEW."id", NEW."overall", NEW."demand_score", NEW."innovation_score", NEW."simplicity_score", NEW."number_developing", "doc")
        ON CONFLICT ("id") DO UPDATE SET "overall" = EXCLUDED."overall", "demand_score" = EXCLUDED."demand_score",
            "innovation_score" = EXCLUDED."innovation_score", "simplicity_score" = EXCLUDED."simplicity_score",
            "number_developing" = EXCLUDED."number_developing", "search_document" = EXCLUDED."search_document";
    ELSE
        INSERT INTO "idea_search_1" AS "s" ("id", "overall", "demand_score", "innovation_score", "simplicity_score", "number_developing", "search_document")
        VALUES (NEW."id", NEW."overall", NEW."demand_score", NEW."innovation_score", NEW."simplicity_score", NEW."number_developing", "doc")
        ON CONFLICT ("id") DO UPDATE SET "overall" = EXCLUDED."overall", "demand_score" = EXCLUDED."demand_score",
            "innovation_score" = EXCLUDED."innovation_score", "simplicity_score" = EXCLUDED."simplicity_score",
            "number_developing" = EXCLUDED."number_developing", "search_document" = EXCLUDED."search_document";
    END IF;
    RETURN NULL;
END
$fn$;

CREATE TRIGGER "ideas_search_sync"
    AFTER INSERT OR DELETE OR UPDATE OF "id", "title", "description", "complaint_summary", "category", "overall",
        "demand_score", "innovation_score", "simplicity_score", "number_developing"
    ON "ideas" FOR EACH ROW EXECUTE FUNCTION "idea_search_sync"();

-- Row triggers do not fire on TRUNCATE: emptying the ideas empties the shards too.
CREATE FUNCTION "idea_search_truncate"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    TRUNCATE "idea_search_0", "idea_search_1";
    RETURN NULL;
END
$fn$;

CREATE TRIGGER "ideas_search_truncate" AFTER TRUNCATE ON "ideas" FOR EACH STATEMENT EXECUTE FUNCTION "idea_search_truncate"();

INSERT INTO "idea_search_0" ("id", "overall", "demand_score", "innovation_score", "simplicity_score", "number_developing", "search_document")
SELECT "id", "overall", "demand_score", "innovation_score", "simplicity_score", "number_developing",
       "idea_search_document"("title", "description", "complaint_summary", "category", "demand_score", "innovation_score", "simplicity_score", "overall")
  FROM "ideas" WHERE "id" % 2 = 0;

INSERT INTO "idea_search_1" ("id", "overall", "demand_score", "innovation_score", "simplicity_score", "number_developing", "search_document")
SELECT "id", "overall", "demand_score", "innovation_score", "simplicity_score", "number_developing",
       "idea_search_document"("title", "description", "complaint_summary", "category", "demand_score", "innovation_score", "simplicity_score", "overall")
  FROM "ideas" WHERE "id" % 2 = 1;

CREATE INDEX "idea_search_0_search_document_idx" ON "idea_search_0" USING GIN ("search_document");
CREATE INDEX "idea_search_1_search_document_idx" ON "idea_search_1" USING GIN ("search_document");
