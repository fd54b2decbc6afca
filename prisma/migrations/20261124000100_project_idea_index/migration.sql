-- CreateIndex
CREATE INDEX "projects_idea_id_user_id_idx" ON "projects"("idea_id", "user_id");
