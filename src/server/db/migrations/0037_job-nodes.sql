CREATE UNLOGGED TABLE "job_nodes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"pid" integer NOT NULL,
	"beat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_ids" uuid[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_nodes_beat_at_idx" ON "job_nodes" USING btree ("beat_at");
--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD COLUMN "claimed_by" uuid;
