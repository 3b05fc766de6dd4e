-- pg_trgm backs the trigram index of the search. It is a trusted extension: a user with CREATE on the database may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "equipments_subcategory_id_idx";--> statement-breakpoint
DROP INDEX "equipments_name_idx";--> statement-breakpoint
CREATE INDEX "equipments_subcategory_id_name_idx" ON "equipments" USING btree ("subcategory_id","name","id","search_key");--> statement-breakpoint
CREATE INDEX "equipments_search_key_trgm_idx" ON "equipments" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "equipments_name_idx" ON "equipments" USING btree ("name","id","subcategory_id","search_key");
