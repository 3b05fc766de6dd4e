-- Operators' console sessions (docs/decisions/025-operators-console.md): the hash of each cookie's id, who signed in, and until when.
CREATE TABLE "ops_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ops_sessions_expires_idx" ON "ops_sessions" USING btree ("expires_at");