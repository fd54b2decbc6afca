-- CreateEnum
CREATE TYPE "PipelineRunStatus" AS ENUM ('ingesting', 'grouping', 'publishing', 'done', 'failed');

-- CreateEnum
CREATE TYPE "PipelineBatchStage" AS ENUM ('ingest', 'publish');

-- CreateEnum
CREATE TYPE "PipelineBatchStatus" AS ENUM ('pending', 'done');

-- CreateEnum
CREATE TYPE "PipelinePostKind" AS ENUM ('need', 'launch', 'skipped');

-- CreateEnum
CREATE TYPE "PipelineSkipReason" AS ENUM ('deleted', 'bot_or_moderator', 'too_short', 'not_a_need', 'wrong_language');

-- CreateEnum
CREATE TYPE "PipelinePostStage" AS ENUM ('ingested', 'grouped');

-- AlterTable
ALTER TABLE "ideas" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;

-- CreateTable
CREATE TABLE "pipeline_sources" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "licence" TEXT,
    "attribution" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pipeline_sources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pipeline_runs" (
    "id" SERIAL NOT NULL,
    "source_id" INTEGER NOT NULL,
    "format" TEXT NOT NULL,
    "files" TEXT[],
    "options" JSONB NOT NULL DEFAULT '{}',
    "dry_run" BOOLEAN NOT NULL DEFAULT false,
    "status" "PipelineRunStatus" NOT NULL DEFAULT 'ingesting',
    "file_batches" INTEGER[],
    "counts" JSONB NOT NULL DEFAULT '{}',
    "timings" JSONB NOT NULL DEFAULT '{}',
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "pipeline_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pipeline_batches" (
    "run_id" INTEGER NOT NULL,
    "stage" "PipelineBatchStage" NOT NULL,
    "file_index" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "status" "PipelineBatchStatus" NOT NULL DEFAULT 'pending',
    "group_ids" INTEGER[],
    "counts" JSONB NOT NULL DEFAULT '{}',
    "worker" TEXT,
    "ms" INTEGER,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "pipeline_batches_pkey" PRIMARY KEY ("run_id","stage","file_index","seq")
);

-- CreateTable
CREATE TABLE "pipeline_posts" (
    "id" SERIAL NOT NULL,
    "source_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "run_id" INTEGER NOT NULL,
    "community" TEXT NOT NULL,
    "parent_external_id" TEXT,
    "author_hash" TEXT,
    "posted_at" TIMESTAMP(3) NOT NULL,
    "month" DATE NOT NULL,
    "kind" "PipelinePostKind" NOT NULL,
    "skip_reason" "PipelineSkipReason",
    "score" INTEGER NOT NULL DEFAULT 0,
    "comments" INTEGER NOT NULL DEFAULT 0,
    "text" TEXT,
    "text_hash" TEXT,
    "minhash" INTEGER[],
    "terms" INTEGER[],
    "duplicate_of_id" INTEGER,
    "group_id" INTEGER,
    "stage" "PipelinePostStage" NOT NULL DEFAULT 'ingested',

    CONSTRAINT "pipeline_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pipeline_groups" (
    "id" SERIAL NOT NULL,
    "key" TEXT NOT NULL,
    "idea_id" INTEGER,
    "key_phrases" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pipeline_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pipeline_evidence" (
    "idea_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,
    "people" INTEGER NOT NULL,
    "need_posts" INTEGER NOT NULL,
    "launch_posts" INTEGER NOT NULL,
    "communities" JSONB NOT NULL,
    "monthly" JSONB NOT NULL,
    "first_seen" DATE NOT NULL,
    "last_seen" DATE NOT NULL,
    "score_inputs" JSONB NOT NULL,
    "explanation" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pipeline_evidence_pkey" PRIMARY KEY ("idea_id")
);

-- CreateTable
CREATE TABLE "pipeline_quotes" (
    "id" SERIAL NOT NULL,
    "idea_id" INTEGER NOT NULL,
    "post_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "community" TEXT NOT NULL,
    "month" DATE NOT NULL,

    CONSTRAINT "pipeline_quotes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_sources_name_key" ON "pipeline_sources"("name");

-- CreateIndex
CREATE INDEX "pipeline_runs_source_id_status_idx" ON "pipeline_runs"("source_id", "status");

-- CreateIndex
CREATE INDEX "pipeline_posts_group_id_idx" ON "pipeline_posts"("group_id");

-- CreateIndex
CREATE INDEX "pipeline_posts_community_month_idx" ON "pipeline_posts"("community", "month");

-- CreateIndex
CREATE INDEX "pipeline_posts_run_id_idx" ON "pipeline_posts"("run_id");

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_posts_source_id_external_id_key" ON "pipeline_posts"("source_id", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_groups_key_key" ON "pipeline_groups"("key");

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_groups_idea_id_key" ON "pipeline_groups"("idea_id");

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_evidence_group_id_key" ON "pipeline_evidence"("group_id");

-- CreateIndex
CREATE INDEX "pipeline_quotes_post_id_idx" ON "pipeline_quotes"("post_id");

-- CreateIndex
CREATE UNIQUE INDEX "pipeline_quotes_idea_id_position_key" ON "pipeline_quotes"("idea_id", "position");

-- AddForeignKey
ALTER TABLE "pipeline_runs" ADD CONSTRAINT "pipeline_runs_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "pipeline_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_batches" ADD CONSTRAINT "pipeline_batches_run_id_fkey" FOREIGN KEY ("run_id") REFERENCES "pipeline_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_posts" ADD CONSTRAINT "pipeline_posts_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "pipeline_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_posts" ADD CONSTRAINT "pipeline_posts_duplicate_of_id_fkey" FOREIGN KEY ("duplicate_of_id") REFERENCES "pipeline_posts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_posts" ADD CONSTRAINT "pipeline_posts_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "pipeline_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_groups" ADD CONSTRAINT "pipeline_groups_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_evidence" ADD CONSTRAINT "pipeline_evidence_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_evidence" ADD CONSTRAINT "pipeline_evidence_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "pipeline_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_quotes" ADD CONSTRAINT "pipeline_quotes_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pipeline_quotes" ADD CONSTRAINT "pipeline_quotes_post_id_fkey" FOREIGN KEY ("post_id") REFERENCES "pipeline_posts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: an unpublished idea leaves Deep Search. idea_search_sync (migration search_shards)
-- now keeps a shard row only for a published idea: unpublishing deletes the idea's row from both
-- shards, publishing again writes it, and the trigger also fires on a change of "published".
CREATE OR REPLACE FUNCTION "idea_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
    "doc" tsvector;
BEGIN
    IF TG_OP = 'DELETE' THEN
        DELETE FROM "idea_search_0" WHERE "id" = OLD."id";
        DELETE FROM "idea_search_1" WHERE "id" = OLD."id";
        RETURN NULL;
    END IF;
    IF NOT NEW."published" THEN
        IF TG_OP = 'UPDATE' THEN
            DELETE FROM "idea_search_0" WHERE "id" = OLD."id";
            DELETE FROM "idea_search_1" WHERE "id" = OLD."id";
        END IF;
        DELETE FROM "idea_search_0" WHERE "id" = NEW."id";
        DELETE FROM "idea_search_1" WHERE "id" = NEW."id";
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' AND OLD."published" AND (NEW."title", NEW."description", NEW."complaint_summary", NEW."category", NEW."overall",
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

DROP TRIGGER "ideas_search_sync" ON "ideas";
CREATE TRIGGER "ideas_search_sync"
    AFTER INSERT OR DELETE OR UPDATE OF "id", "title", "description", "complaint_summary", "category", "overall",
        "demand_score", "innovation_score", "simplicity_score", "number_developing", "published"
    ON "ideas" FOR EACH ROW EXECUTE FUNCTION "idea_search_sync"();
