-- Hand-written: saved Deep Searches with email alerts (issue 33, item 2).
--
-- saved_searches: a user's named Deep Searches. `params` holds the search's query parameters as
-- GET /api/ideas/search reads them (validated by the same schema when saved and when matched).
-- `alert` is off, daily or weekly; `alert_since` is the moment the next digest counts from (set
-- when alerts are switched on, moved on by each digest).
--
-- saved_search_digests: one row per user, alert frequency and period (a UTC day, or an ISO week),
-- written in the same transaction as the digest's email. Its unique key is what makes a digest go
-- exactly once, however many workers run the job at once. `idea_ids` are the ideas the digest
-- listed: only those can be opened from it.
--
-- idea_search.changed_at: when the idea's searched document or scores last changed (or it was
-- published), stamped by a row trigger, so a digest finds the ideas published or updated since.
-- Keep statements free of semicolons inside comments and strings.

CREATE TYPE "SavedSearchAlert" AS ENUM ('off', 'daily', 'weekly');

CREATE TABLE "saved_searches" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "params" JSONB NOT NULL,
    "alert" "SavedSearchAlert" NOT NULL DEFAULT 'off',
    "alert_since" TIMESTAMPTZ(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "saved_searches_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "saved_searches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "saved_searches_user_id_name_key" ON "saved_searches"("user_id", "name");
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches"("alert");

CREATE TABLE "saved_search_digests" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "frequency" "SavedSearchAlert" NOT NULL,
    "period" TEXT NOT NULL,
    "idea_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "outbox_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "saved_search_digests_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "saved_search_digests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "saved_search_digests_user_id_frequency_period_key" ON "saved_search_digests"("user_id", "frequency", "period");

ALTER TABLE "email_outbox" ADD COLUMN "headers" JSONB;

ALTER TABLE "idea_search" ADD COLUMN "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT now();
CREATE INDEX "idea_search_changed_at_idx" ON "idea_search"("changed_at");

-- A rewrite that leaves the document and the scores as they were (idea_search_refresh rewrites
-- every row it is given) is not a change: the stamp moves only when something a search reads did.
CREATE FUNCTION "idea_search_stamp_change"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    IF (NEW."search_document", NEW."overall", NEW."demand_score", NEW."innovation_score", NEW."simplicity_score")
       IS DISTINCT FROM (OLD."search_document", OLD."overall", OLD."demand_score", OLD."innovation_score", OLD."simplicity_score") THEN
        NEW."changed_at" := now();
    END IF;
    RETURN NEW;
END
$fn$;
CREATE TRIGGER "idea_search_stamp_change" BEFORE UPDATE ON "idea_search"
    FOR EACH ROW EXECUTE FUNCTION "idea_search_stamp_change"();
