-- The member's latest Stripe checkout session: opening another expires it, so two checkouts opened before paying cannot both be paid (two subscriptions, two charges).
ALTER TABLE "users" ADD COLUMN "stripe_checkout_session_id" text;
