-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "tier" "PlanTier";

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "grace_period_ends_at" TIMESTAMP(3);

-- Backfill: an invoice's plan is its subscription's; a grace period already running gets the full 14 days from now.
UPDATE "invoices" SET "tier" = "subscriptions"."tier" FROM "subscriptions" WHERE "invoices"."subscription_id" = "subscriptions"."id";
UPDATE "subscriptions" SET "grace_period_ends_at" = CURRENT_TIMESTAMP + INTERVAL '14 days' WHERE "status" = 'grace_period';
