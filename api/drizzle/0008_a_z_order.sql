-- "A - Z" and "Z - A" follow the folded search key, then the name, in byte order, the same on PGlite and PostgreSQL (docs/decisions/018-a-z-order.md). Every row already has its search key, so nothing is backfilled.
DROP INDEX "equipments_subcategory_id_name_idx";--> statement-breakpoint
DROP INDEX "equipments_name_idx";--> statement-breakpoint
CREATE INDEX "equipments_subcategory_name_order_idx" ON "equipments" USING btree ("subcategory_id","search_key" collate "C","name" collate "C","id");--> statement-breakpoint
CREATE INDEX "equipments_name_order_idx" ON "equipments" USING btree ("search_key" collate "C","name" collate "C","id","subcategory_id");