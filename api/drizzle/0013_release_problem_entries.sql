DROP INDEX "release_problems_release_idx";--> statement-breakpoint
ALTER TABLE "release_problems" ADD COLUMN "entry" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "release_problems_release_idx" ON "release_problems" USING btree ("remote","version","digest","entry");