-- AlterTable
ALTER TABLE "checkout_sessions" ADD COLUMN     "held_at" TIMESTAMP(3);
