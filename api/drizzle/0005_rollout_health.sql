CREATE TABLE "health_client_windows" (
	"client_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "health_client_windows_client_key_window_start_pk" PRIMARY KEY("client_key","window_start")
);
--> statement-breakpoint
CREATE TABLE "health_periods" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"channel" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"load_failures" integer DEFAULT 0 NOT NULL,
	"region_errors" integer DEFAULT 0 NOT NULL,
	"unhandled_errors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "health_periods_remote_version_channel_period_start_pk" PRIMARY KEY("remote","version","channel","period_start")
);
--> statement-breakpoint
CREATE TABLE "health_view_events" (
	"view_id" text NOT NULL,
	"remote" text NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "health_view_events_view_id_remote_kind_pk" PRIMARY KEY("view_id","remote","kind")
);
--> statement-breakpoint
CREATE TABLE "health_views" (
	"view_id" text PRIMARY KEY NOT NULL,
	"client_key" text NOT NULL,
	"counted" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "health_vitals" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"channel" text NOT NULL,
	"metric" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "health_vitals_remote_version_channel_metric_period_start_bucket_pk" PRIMARY KEY("remote","version","channel","metric","period_start","bucket")
);
--> statement-breakpoint
CREATE TABLE "rollout_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rollout_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote" text NOT NULL,
	"action" text NOT NULL,
	"version" text NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" DROP CONSTRAINT "outbox_emails_one_subject_check";--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "rollout_event_id" integer;--> statement-breakpoint
ALTER TABLE "health_view_events" ADD CONSTRAINT "health_view_events_view_id_health_views_view_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."health_views"("view_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "health_client_windows_start_idx" ON "health_client_windows" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "health_periods_start_idx" ON "health_periods" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "health_views_received_idx" ON "health_views" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "health_vitals_start_idx" ON "health_vitals" USING btree ("period_start");--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_rollout_event_id_rollout_events_id_fk" FOREIGN KEY ("rollout_event_id") REFERENCES "public"."rollout_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_one_subject_check" CHECK (num_nonnulls("outbox_emails"."quote_request_id", "outbox_emails"."contact_message_id", "outbox_emails"."rollout_event_id") = 1);