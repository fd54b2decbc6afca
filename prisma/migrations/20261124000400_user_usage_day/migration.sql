-- AlterTable
ALTER TABLE "users" ADD COLUMN     "usage_day" DATE;
