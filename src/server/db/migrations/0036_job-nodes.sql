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
--> statement-breakpoint
CREATE UNLOGGED TABLE "notification_streams" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"node_id" uuid NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_streams" ADD CONSTRAINT "notification_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notification_streams_user_idx" ON "notification_streams" USING btree ("user_id");
--> statement-breakpoint
CREATE FUNCTION "notify_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Every node ends the notification streams opened with this session at once (decision 051).
	PERFORM pg_notify('sessions-ended', OLD.id);
	RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_ended"();
