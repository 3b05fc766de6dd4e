-- Releases an instance refused or could not fetch (docs/decisions/024-verified-release-store.md), one row per release, so the operators are told once.
CREATE TABLE "release_problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"digest" text NOT NULL,
	"refused" boolean NOT NULL,
	"reason" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "release_problems_release_idx" ON "release_problems" USING btree ("remote","version","digest");