CREATE TABLE "counted_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counted_views" ADD CONSTRAINT "counted_views_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counted_views_at_idx" ON "counted_views" USING btree ("counted_at");--> statement-breakpoint
CREATE TABLE "user_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"action" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activity_at_idx" ON "user_activity" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"sign_ups" integer NOT NULL,
	"active_users" integer NOT NULL,
	"uploads" integer NOT NULL,
	"downloads" integer NOT NULL,
	"views" integer NOT NULL,
	"tips" integer NOT NULL,
	"tip_paise" bigint NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_model_days" (
	"day" date NOT NULL,
	"model_id" text NOT NULL,
	"views" integer NOT NULL,
	"downloads" integer NOT NULL,
	CONSTRAINT "analytics_model_days_day_model_id_pk" PRIMARY KEY("day","model_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_creator_days" (
	"day" date NOT NULL,
	"user_id" text NOT NULL,
	"tips" integer NOT NULL,
	"tip_paise" bigint NOT NULL,
	"downloads" integer NOT NULL,
	CONSTRAINT "analytics_creator_days_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_tops" (
	"range" text PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"models" jsonb NOT NULL,
	"creators" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "models_created_idx" ON "models" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sign_ins_created_idx" ON "sign_ins" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tips_created_idx" ON "tips" USING btree ("created_at");
