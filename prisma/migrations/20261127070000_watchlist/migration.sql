-- The watchlist: ideas a user keeps without claiming them. One row per (user, idea).
CREATE TABLE "saved_ideas" (
    "user_id" INTEGER NOT NULL,
    "idea_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_ideas_pkey" PRIMARY KEY ("user_id","idea_id")
);

-- CreateIndex
CREATE INDEX "saved_ideas_user_id_created_at_idx" ON "saved_ideas"("user_id", "created_at" DESC);

-- AddForeignKey
ALTER TABLE "saved_ideas" ADD CONSTRAINT "saved_ideas_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_ideas" ADD CONSTRAINT "saved_ideas_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE CASCADE ON UPDATE CASCADE;
