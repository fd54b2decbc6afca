-- CreateTable
CREATE TABLE "avatars" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "avatars_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "avatars_user_id_key" ON "avatars"("user_id");

-- AddForeignKey
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: the upload rules of lib/domain/avatar/rules.ts, kept by the database too.
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_content_type_check" CHECK ("content_type" IN ('image/png', 'image/jpeg', 'image/webp', 'image/gif'));
ALTER TABLE "avatars" ADD CONSTRAINT "avatars_byte_size_check" CHECK ("byte_size" > 0 AND "byte_size" <= 2097152 AND "byte_size" = octet_length("bytes"));
