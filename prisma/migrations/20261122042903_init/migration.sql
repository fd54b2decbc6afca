-- CreateEnum
CREATE TYPE "PlanTier" AS ENUM ('starter', 'pro', 'lifetime');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'grace_period', 'canceled');

-- CreateEnum
CREATE TYPE "ProjectStatus" AS ENUM ('active', 'completed');

-- CreateEnum
CREATE TYPE "IdeaCategory" AS ENUM ('Tech', 'Finance', 'Health', 'Education', 'Marketing', 'Property', 'Food', 'Work', 'Entertainment', 'Travel', 'Green', 'Community', 'Other');

-- CreateEnum
CREATE TYPE "ViewKind" AS ENUM ('board', 'search');

-- CreateEnum
CREATE TYPE "SupportCategory" AS ENUM ('data-removal', 'billing', 'technical', 'other');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "avatar_url" TEXT,
    "stripe_customer_id" TEXT,
    "has_viewed_idea_board" BOOLEAN NOT NULL DEFAULT false,
    "has_viewed_deep_search" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "remember_me" BOOLEAN NOT NULL DEFAULT false,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMP(3),
    "device_id" INTEGER,
    "ip_address" TEXT,
    "user_agent" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "devices" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "device_key" TEXT NOT NULL,
    "name" VARCHAR(50),
    "device_type" TEXT,
    "browser" TEXT,
    "os" TEXT,
    "approved_at" TIMESTAMP(3),
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "devices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "password_reset_tokens" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "password_reset_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_setup_tokens" (
    "id" SERIAL NOT NULL,
    "token_hash" TEXT NOT NULL,
    "checkout_session_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "tier" "PlanTier" NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_setup_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "window_start" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_request_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "blocked_until" TIMESTAMP(3),

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "checkout_sessions" (
    "id" SERIAL NOT NULL,
    "stripe_session_id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "tier" "PlanTier" NOT NULL,
    "stripe_customer_id" TEXT,
    "stripe_subscription_id" TEXT,
    "is_reactivation" BOOLEAN NOT NULL DEFAULT false,
    "email_confirmed_at" TIMESTAMP(3),
    "used_at" TIMESTAMP(3),
    "user_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "checkout_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "subscriptions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "checkout_session_id" INTEGER,
    "tier" "PlanTier" NOT NULL,
    "status" "SubscriptionStatus" NOT NULL DEFAULT 'active',
    "is_lifetime" BOOLEAN NOT NULL DEFAULT false,
    "current_period_end" TIMESTAMP(3),
    "cancel_at_period_end" BOOLEAN NOT NULL DEFAULT false,
    "stripe_customer_id" TEXT,
    "stripe_subscription_id" TEXT,
    "stripe_payment_intent_id" TEXT,
    "lifetime_purchased_at" TIMESTAMP(3),
    "last_event_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "subscriptions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invoices" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "subscription_id" INTEGER,
    "stripe_invoice_id" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "issued_at" TIMESTAMP(3) NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'usd',
    "status" TEXT NOT NULL,
    "stripe_pdf_url" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stripe_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "event_created" TIMESTAMP(3) NOT NULL,
    "processed_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stripe_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ideas" (
    "id" SERIAL NOT NULL,
    "source_key" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "complaint_summary" TEXT NOT NULL,
    "analysis" TEXT NOT NULL,
    "category" "IdeaCategory" NOT NULL,
    "overall" INTEGER NOT NULL DEFAULT 50,
    "demand_score" INTEGER NOT NULL DEFAULT 5,
    "market_size" INTEGER NOT NULL DEFAULT 1000,
    "simplicity_score" INTEGER NOT NULL DEFAULT 50,
    "innovation_score" INTEGER NOT NULL DEFAULT 5,
    "number_developing" INTEGER NOT NULL DEFAULT 0,
    "sample_key" DOUBLE PRECISION NOT NULL DEFAULT random(),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "search_title" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("title", ''))) STORED,
    "search_summary" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("description", ''))) STORED,
    "search_quote" tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce("complaint_summary", ''))) STORED,
    "search_all" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("complaint_summary", '')), 'C')) STORED,

    CONSTRAINT "ideas_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idea_claims" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "idea_id" INTEGER NOT NULL,
    "project_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idea_claims_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idea_views" (
    "user_id" INTEGER NOT NULL,
    "kind" "ViewKind" NOT NULL,
    "idea_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idea_views_pkey" PRIMARY KEY ("user_id","kind","idea_id","day")
);

-- CreateTable
CREATE TABLE "projects" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "idea_id" INTEGER,
    "title" TEXT,
    "description" TEXT,
    "status" "ProjectStatus" NOT NULL DEFAULT 'active',
    "completed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "projects_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "milestones" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "title" VARCHAR(1000) NOT NULL,
    "is_completed" BOOLEAN NOT NULL DEFAULT false,
    "completion_date" TIMESTAMP(3),
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "milestones_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "notes" (
    "id" SERIAL NOT NULL,
    "project_id" INTEGER NOT NULL,
    "client_ref" TEXT,
    "content" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "project_completions" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "project_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "project_completions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "daily_usage" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "search_used" INTEGER NOT NULL DEFAULT 0,
    "random_used" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "daily_usage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "search_states" (
    "user_id" INTEGER NOT NULL,
    "is_new_search" BOOLEAN NOT NULL DEFAULT true,
    "last_search_term" TEXT NOT NULL DEFAULT '',
    "last_included_terms" JSONB NOT NULL DEFAULT '{}',
    "last_excluded_terms" JSONB NOT NULL DEFAULT '{}',
    "last_params" JSONB NOT NULL DEFAULT '{}',
    "last_results_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "pages_viewed" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "search_states_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "board_states" (
    "user_id" INTEGER NOT NULL,
    "idea_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "filters" JSONB NOT NULL DEFAULT '{}',
    "sort_by" TEXT NOT NULL DEFAULT 'score',
    "has_visited" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "board_states_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "board_preferences" (
    "user_id" INTEGER NOT NULL,
    "parameters" JSONB NOT NULL DEFAULT '{}',
    "filters" JSONB NOT NULL DEFAULT '{}',
    "sort_by" TEXT NOT NULL DEFAULT 'score',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "board_preferences_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "support_requests" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "category" "SupportCategory" NOT NULL,
    "subject" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_views" (
    "id" BIGSERIAL NOT NULL,
    "path" TEXT NOT NULL,
    "referrer" TEXT,
    "user_id" INTEGER,
    "visitor_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_views_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_stripe_customer_id_key" ON "users"("stripe_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions"("token_hash");

-- CreateIndex
CREATE INDEX "sessions_user_id_idx" ON "sessions"("user_id");

-- CreateIndex
CREATE INDEX "sessions_expires_at_idx" ON "sessions"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "devices_user_id_device_key_key" ON "devices"("user_id", "device_key");

-- CreateIndex
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "password_reset_tokens_user_id_idx" ON "password_reset_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "account_setup_tokens_token_hash_key" ON "account_setup_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "account_setup_tokens_checkout_session_id_idx" ON "account_setup_tokens"("checkout_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "checkout_sessions_stripe_session_id_key" ON "checkout_sessions"("stripe_session_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_user_id_key" ON "subscriptions"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_key" ON "subscriptions"("stripe_subscription_id");

-- CreateIndex
CREATE UNIQUE INDEX "subscriptions_stripe_payment_intent_id_key" ON "subscriptions"("stripe_payment_intent_id");

-- CreateIndex
CREATE INDEX "subscriptions_stripe_customer_id_idx" ON "subscriptions"("stripe_customer_id");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_stripe_invoice_id_key" ON "invoices"("stripe_invoice_id");

-- CreateIndex
CREATE INDEX "invoices_user_id_issued_at_idx" ON "invoices"("user_id", "issued_at");

-- CreateIndex
CREATE UNIQUE INDEX "ideas_source_key_key" ON "ideas"("source_key");

-- CreateIndex
CREATE INDEX "ideas_category_sample_key_idx" ON "ideas"("category", "sample_key");

-- CreateIndex
CREATE INDEX "ideas_sample_key_idx" ON "ideas"("sample_key");

-- CreateIndex
CREATE INDEX "ideas_overall_id_idx" ON "ideas"("overall" DESC, "id");

-- CreateIndex
CREATE INDEX "ideas_search_title_idx" ON "ideas" USING GIN ("search_title");

-- CreateIndex
CREATE INDEX "ideas_search_summary_idx" ON "ideas" USING GIN ("search_summary");

-- CreateIndex
CREATE INDEX "ideas_search_quote_idx" ON "ideas" USING GIN ("search_quote");

-- CreateIndex
CREATE INDEX "ideas_search_all_idx" ON "ideas" USING GIN ("search_all");

-- CreateIndex
CREATE UNIQUE INDEX "idea_claims_project_id_key" ON "idea_claims"("project_id");

-- CreateIndex
CREATE INDEX "idea_claims_idea_id_idx" ON "idea_claims"("idea_id");

-- CreateIndex
CREATE UNIQUE INDEX "idea_claims_user_id_idea_id_key" ON "idea_claims"("user_id", "idea_id");

-- CreateIndex
CREATE INDEX "idea_views_user_id_kind_day_idx" ON "idea_views"("user_id", "kind", "day");

-- CreateIndex
CREATE INDEX "projects_user_id_status_idx" ON "projects"("user_id", "status");

-- CreateIndex
CREATE INDEX "milestones_project_id_position_idx" ON "milestones"("project_id", "position");

-- CreateIndex
CREATE INDEX "notes_project_id_idx" ON "notes"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "notes_project_id_client_ref_key" ON "notes"("project_id", "client_ref");

-- CreateIndex
CREATE UNIQUE INDEX "project_completions_project_id_key" ON "project_completions"("project_id");

-- CreateIndex
CREATE UNIQUE INDEX "project_completions_user_id_day_key" ON "project_completions"("user_id", "day");

-- CreateIndex
CREATE UNIQUE INDEX "daily_usage_user_id_day_key" ON "daily_usage"("user_id", "day");

-- CreateIndex
CREATE INDEX "support_requests_created_at_idx" ON "support_requests"("created_at");

-- CreateIndex
CREATE INDEX "page_views_created_at_idx" ON "page_views"("created_at");

-- CreateIndex
CREATE INDEX "page_views_path_created_at_idx" ON "page_views"("path", "created_at");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_id_fkey" FOREIGN KEY ("device_id") REFERENCES "devices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account_setup_tokens" ADD CONSTRAINT "account_setup_tokens_checkout_session_id_fkey" FOREIGN KEY ("checkout_session_id") REFERENCES "checkout_sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_checkout_session_id_fkey" FOREIGN KEY ("checkout_session_id") REFERENCES "checkout_sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "subscriptions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_claims" ADD CONSTRAINT "idea_claims_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_claims" ADD CONSTRAINT "idea_claims_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_claims" ADD CONSTRAINT "idea_claims_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_views" ADD CONSTRAINT "idea_views_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idea_views" ADD CONSTRAINT "idea_views_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "projects" ADD CONSTRAINT "projects_idea_id_fkey" FOREIGN KEY ("idea_id") REFERENCES "ideas"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_completions" ADD CONSTRAINT "project_completions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "project_completions" ADD CONSTRAINT "project_completions_project_id_fkey" FOREIGN KEY ("project_id") REFERENCES "projects"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daily_usage" ADD CONSTRAINT "daily_usage_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "search_states" ADD CONSTRAINT "search_states_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "board_states" ADD CONSTRAINT "board_states_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "board_preferences" ADD CONSTRAINT "board_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ============================================================================================
-- Hand-written objects Prisma cannot express (not generated by scripts/new-migration.ts).
--
-- Also edited by hand above: the four tsvector columns of "ideas" (search_title, search_summary,
-- search_quote, search_all), which Prisma writes as plain "tsvector" columns, are defined in its
-- CREATE TABLE as GENERATED ALWAYS AS (...) STORED, so PostgreSQL keeps them in step with the
-- text they index. to_tsvector with a regconfig literal ('english') is immutable, as a generated
-- column requires. Keep statements free of semicolons inside comments and strings.
-- ============================================================================================

-- Usernames and emails are unique case-insensitively.
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" (lower("username"));
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" (lower("email"));

-- Score ranges and non-negative counters.
ALTER TABLE "ideas"
    ADD CONSTRAINT "ideas_overall_check" CHECK ("overall" BETWEEN 0 AND 100),
    ADD CONSTRAINT "ideas_demand_score_check" CHECK ("demand_score" BETWEEN 1 AND 100),
    ADD CONSTRAINT "ideas_simplicity_score_check" CHECK ("simplicity_score" BETWEEN 1 AND 100),
    ADD CONSTRAINT "ideas_innovation_score_check" CHECK ("innovation_score" BETWEEN 1 AND 100),
    ADD CONSTRAINT "ideas_number_developing_check" CHECK ("number_developing" >= 0),
    ADD CONSTRAINT "ideas_market_size_check" CHECK ("market_size" >= 0);

ALTER TABLE "daily_usage"
    ADD CONSTRAINT "daily_usage_search_used_check" CHECK ("search_used" >= 0),
    ADD CONSTRAINT "daily_usage_random_used_check" CHECK ("random_used" >= 0);

-- devices.name needs no CHECK: its VARCHAR(50) type already limits it to 50 characters.
