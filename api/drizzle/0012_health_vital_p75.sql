-- Each closed minute's p75 per web vital, for the operators' charts (docs/decisions/025-operators-console.md), and the index they read periods by.
CREATE TABLE "health_vital_p75" (
	"remote" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"version" text NOT NULL,
	"metric" text NOT NULL,
	"p75" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "health_vital_p75_remote_period_start_channel_version_metric_pk" PRIMARY KEY("remote","period_start","channel","version","metric")
);
--> statement-breakpoint
CREATE INDEX "health_periods_remote_start_idx" ON "health_periods" USING btree ("remote","period_start");