-- The Stripe Checkout session last opened to change a plan: opening a newer one expires it.
ALTER TABLE "subscriptions" ADD COLUMN "open_checkout_id" TEXT;
