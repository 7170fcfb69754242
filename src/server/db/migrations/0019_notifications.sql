CREATE TABLE "notification_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email" jsonb NOT NULL,
	"in_app" jsonb NOT NULL,
	"frequency" text DEFAULT 'realtime' NOT NULL,
	"quiet_hours" jsonb NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_frequency_check" CHECK ("notification_preferences"."frequency" in ('realtime', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"recipient_id" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"actor_id" text,
	"actor_name" text DEFAULT '' NOT NULL,
	"actor_avatar" text,
	"model_id" text,
	"model_title" text,
	"model_thumbnail" text,
	"message" text NOT NULL,
	"action_url" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"grouped" boolean DEFAULT false NOT NULL,
	"group_count" integer DEFAULT 1 NOT NULL,
	"group_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"group_key" text,
	"grouped_into" text,
	"milestone" integer,
	"rating" integer,
	"platform" text,
	"security_event" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"collection_id" text,
	"collection_name" text,
	"source_event_id" bigint,
	"email_state" text DEFAULT 'none' NOT NULL,
	"email_due_at" timestamp with time zone,
	CONSTRAINT "notifications_priority_check" CHECK ("notifications"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "notifications_email_state_check" CHECK ("notifications"."email_state" in ('none', 'due', 'held', 'digest', 'sent')),
	CONSTRAINT "notifications_group_count_check" CHECK ("notifications"."group_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"device_key" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_recipient_newest_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE grouped_into is null;--> statement-breakpoint
CREATE INDEX "notifications_recipient_unread_idx" ON "notifications" USING btree ("recipient_id") WHERE not read and grouped_into is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_event_recipient_idx" ON "notifications" USING btree ("source_event_id","recipient_id");--> statement-breakpoint
CREATE INDEX "notifications_grouping_idx" ON "notifications" USING btree ("recipient_id","group_key","created_at") WHERE group_key is not null and grouped_into is null;--> statement-breakpoint
CREATE INDEX "notifications_email_due_idx" ON "notifications" USING btree ("email_due_at") WHERE email_state in ('due', 'held');--> statement-breakpoint
CREATE INDEX "notifications_digest_idx" ON "notifications" USING btree ("recipient_id","created_at") WHERE email_state = 'digest';--> statement-breakpoint
CREATE INDEX "sign_ins_user_newest_idx" ON "sign_ins" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sign_ins_user_device_idx" ON "sign_ins" USING btree ("user_id","device_key");