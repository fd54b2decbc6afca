-- Removals that last (ideas:remove): by (source, external id), and by the hash of a post's normalised words within its source (reposts).
-- CreateTable
CREATE TABLE "pipeline_tombstones" (
    "source_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "text_hash" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pipeline_tombstones_pkey" PRIMARY KEY ("source_id","external_id")
);

-- CreateIndex
CREATE INDEX "pipeline_tombstones_source_id_text_hash_idx" ON "pipeline_tombstones"("source_id", "text_hash");

-- AddForeignKey
ALTER TABLE "pipeline_tombstones" ADD CONSTRAINT "pipeline_tombstones_source_id_fkey" FOREIGN KEY ("source_id") REFERENCES "pipeline_sources"("id") ON DELETE CASCADE ON UPDATE CASCADE;
