-- CreateTable
CREATE TABLE "device_verification_codes" (
    "session_id" INTEGER NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_verification_codes_pkey" PRIMARY KEY ("session_id")
);

-- AddForeignKey
ALTER TABLE "device_verification_codes" ADD CONSTRAINT "device_verification_codes_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
