-- AlterTable
ALTER TABLE "users" ADD COLUMN     "has_started_project" BOOLEAN NOT NULL DEFAULT false;

-- Hand-written: users who have a project, or had one (a completion outlives its project), are past
-- the first run.
UPDATE "users" SET "has_started_project" = true
 WHERE EXISTS (SELECT 1 FROM "projects" AS p WHERE p."user_id" = "users"."id")
    OR EXISTS (SELECT 1 FROM "project_completions" AS c WHERE c."user_id" = "users"."id");

-- Hand-written: every new project marks its owner as past the first run, whatever inserts it (a
-- claim, the demo seed). Only the first one writes: later inserts match no row.
CREATE FUNCTION "users_mark_started_project"() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
    UPDATE "users" SET "has_started_project" = true WHERE "id" = NEW."user_id" AND NOT "has_started_project";
    RETURN NULL;
END
$fn$;

CREATE TRIGGER "projects_mark_started_project" AFTER INSERT ON "projects"
    FOR EACH ROW EXECUTE FUNCTION "users_mark_started_project"();
