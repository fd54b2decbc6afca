-- DropForeignKey
ALTER TABLE "project_completions" DROP CONSTRAINT "project_completions_project_id_fkey";

-- AlterTable
ALTER TABLE "project_completions" ALTER COLUMN "project_id" DROP NOT NULL;

-- AddForeignKey
ALTER TABLE "project_completions" ADD CONSTRAINT "project_completions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;
