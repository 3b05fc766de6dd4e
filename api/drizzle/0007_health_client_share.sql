ALTER TABLE "health_client_windows" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "health_client_windows" CASCADE;--> statement-breakpoint
ALTER TABLE "health_vitals" DROP CONSTRAINT "health_vitals_remote_version_channel_metric_period_start_bucket_pk";--> statement-breakpoint
ALTER TABLE "health_vitals" ADD CONSTRAINT "health_vitals_remote_version_channel_period_start_metric_bucket_pk" PRIMARY KEY("remote","version","channel","period_start","metric","bucket");--> statement-breakpoint
ALTER TABLE "health_view_events" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "health_views_client_idx" ON "health_views" USING btree ("client_key","received_at");