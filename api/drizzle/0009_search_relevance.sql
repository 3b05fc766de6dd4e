-- The search by relevance (docs/decisions/020-search-relevance.md): each searchable row's search vector, computed by the database from the search source the seed writes; the synonyms; the vocabulary typos are corrected against; the searches that found nothing; category names in four languages. The seed that runs after the migrations writes them all.
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
ALTER TABLE "categories" ADD COLUMN "search_source" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(search_source->>'name', '')) || to_tsvector('english', coalesce(search_source->>'name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_source->>'tags', '')) || to_tsvector('english', coalesce(search_source->>'en', '')) || to_tsvector('spanish', coalesce(search_source->>'es', '')) || to_tsvector('french', coalesce(search_source->>'fr', '')), 'B') || setweight(to_tsvector('simple', coalesce(search_source->>'group', '')) || to_tsvector('english', coalesce(search_source->>'groupEn', '')) || to_tsvector('spanish', coalesce(search_source->>'groupEs', '')) || to_tsvector('french', coalesce(search_source->>'groupFr', '')), 'C') || setweight(to_tsvector('english', coalesce(search_source->>'text', '')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "search_source" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "equipments" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(search_source->>'name', '')) || to_tsvector('english', coalesce(search_source->>'name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_source->>'tags', '')) || to_tsvector('english', coalesce(search_source->>'en', '')) || to_tsvector('spanish', coalesce(search_source->>'es', '')) || to_tsvector('french', coalesce(search_source->>'fr', '')), 'B') || setweight(to_tsvector('simple', coalesce(search_source->>'group', '')) || to_tsvector('english', coalesce(search_source->>'groupEn', '')) || to_tsvector('spanish', coalesce(search_source->>'groupEs', '')) || to_tsvector('french', coalesce(search_source->>'groupFr', '')), 'C') || setweight(to_tsvector('english', coalesce(search_source->>'text', '')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_source" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(search_source->>'name', '')) || to_tsvector('english', coalesce(search_source->>'name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_source->>'tags', '')) || to_tsvector('english', coalesce(search_source->>'en', '')) || to_tsvector('spanish', coalesce(search_source->>'es', '')) || to_tsvector('french', coalesce(search_source->>'fr', '')), 'B') || setweight(to_tsvector('simple', coalesce(search_source->>'group', '')) || to_tsvector('english', coalesce(search_source->>'groupEn', '')) || to_tsvector('spanish', coalesce(search_source->>'groupEs', '')) || to_tsvector('french', coalesce(search_source->>'groupFr', '')), 'C') || setweight(to_tsvector('english', coalesce(search_source->>'text', '')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_source" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(search_source->>'name', '')) || to_tsvector('english', coalesce(search_source->>'name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_source->>'tags', '')) || to_tsvector('english', coalesce(search_source->>'en', '')) || to_tsvector('spanish', coalesce(search_source->>'es', '')) || to_tsvector('french', coalesce(search_source->>'fr', '')), 'B') || setweight(to_tsvector('simple', coalesce(search_source->>'group', '')) || to_tsvector('english', coalesce(search_source->>'groupEn', '')) || to_tsvector('spanish', coalesce(search_source->>'groupEs', '')) || to_tsvector('french', coalesce(search_source->>'groupFr', '')), 'C') || setweight(to_tsvector('english', coalesce(search_source->>'text', '')), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "translations" jsonb DEFAULT '{"ht":"","es":"","fr":""}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "search_source" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(search_source->>'name', '')) || to_tsvector('english', coalesce(search_source->>'name', '')), 'A') || setweight(to_tsvector('simple', coalesce(search_source->>'tags', '')) || to_tsvector('english', coalesce(search_source->>'en', '')) || to_tsvector('spanish', coalesce(search_source->>'es', '')) || to_tsvector('french', coalesce(search_source->>'fr', '')), 'B') || setweight(to_tsvector('simple', coalesce(search_source->>'group', '')) || to_tsvector('english', coalesce(search_source->>'groupEn', '')) || to_tsvector('spanish', coalesce(search_source->>'groupEs', '')) || to_tsvector('french', coalesce(search_source->>'groupFr', '')), 'C') || setweight(to_tsvector('english', coalesce(search_source->>'text', '')), 'D')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "search_misses_searches_idx" ON "search_misses" USING btree ("searches");--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_language_term_means_key" ON "search_synonyms" USING btree ("language","term","means");--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_lexemes_idx" ON "search_vocabulary" USING gin ("lexemes");--> statement-breakpoint
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "equipments_search_idx" ON "equipments" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "packages_search_idx" ON "packages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "services_search_idx" ON "services" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "subcategories_search_idx" ON "subcategories" USING gin ("search_vector");