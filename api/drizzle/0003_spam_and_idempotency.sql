ALTER TABLE "contact_messages" ADD COLUMN "suspected_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "suspected_spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "spam_reason" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_idempotency_key" ON "quote_requests" USING btree ("idempotency_key");