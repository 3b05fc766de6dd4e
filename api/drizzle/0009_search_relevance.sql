-- The search by relevance (docs/decisions/020-search-relevance.md): each searchable row's vectors, one per field and all in one, which the seed writes; the synonyms; the vocabulary typos are corrected against; the searches that found nothing; category names in four languages.
CREATE TABLE "search_misses" (
	"query" text PRIMARY KEY NOT NULL,
	"searches" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"language" text NOT NULL,
	"term" text NOT NULL,
	"means" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"lexemes" text[] NOT NULL,
	"named" boolean NOT NULL
);
--> statement-breakpoint
DROP INDEX "equipments_search_key_trgm_idx";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{"ht":"","es":"","fr":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "tags_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "group_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "text_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (name_vector || tags_vector || group_vector || text_vector) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "search_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "tags_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "group_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "text_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (name_vector || tags_vector || group_vector || text_vector) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "tags_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "group_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "text_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (name_vector || tags_vector || group_vector || text_vector) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "tags_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "group_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "text_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (name_vector || tags_vector || group_vector || text_vector) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "translations" jsonb DEFAULT '{"ht":"","es":"","fr":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "search_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "name_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "tags_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "group_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "text_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (name_vector || tags_vector || group_vector || text_vector) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_misses_searches_idx" ON "search_misses" USING btree ("searches");--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_language_term_means_key" ON "search_synonyms" USING btree ("language","term","means");--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_lexemes_idx" ON "search_vocabulary" USING gin ("lexemes");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "equipments_search_idx" ON "equipments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "packages_search_idx" ON "packages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "subcategories_search_idx" ON "subcategories" USING gin ("search_vector");--> statement-breakpoint
-- The ranking tests a row's vectors one after the other: kept uncompressed in the row, a test costs no decompression (the description is compressed first when a row grows past the toaster's threshold).
ALTER TABLE "equipments" ALTER COLUMN "name_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "equipments" ALTER COLUMN "tags_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "equipments" ALTER COLUMN "group_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "equipments" ALTER COLUMN "text_vector" SET STORAGE PLAIN;--> statement-breakpoint
ALTER TABLE "equipments" ALTER COLUMN "search_vector" SET STORAGE PLAIN;