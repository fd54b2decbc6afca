-- Before this migration, claiming again an idea whose project a release had kept made a second
-- project of the same idea. Such copies keep their milestones and notes but let go of the idea:
-- it stays on the claimed project, else on the newest.
UPDATE "projects" AS p SET "idea_id" = NULL
  FROM (
    SELECT q."id", row_number() OVER (PARTITION BY q."user_id", q."idea_id" ORDER BY (c."id" IS NOT NULL) DESC, q."id" DESC) AS "rank"
      FROM "projects" AS q LEFT JOIN "idea_claims" AS c ON c."project_id" = q."id"
     WHERE q."idea_id" IS NOT NULL
  ) AS copies
 WHERE p."id" = copies."id" AND copies."rank" > 1;

-- DropIndex
DROP INDEX "projects_idea_id_user_id_idx";

-- CreateIndex
CREATE UNIQUE INDEX "projects_idea_id_user_id_key" ON "projects"("idea_id", "user_id");
