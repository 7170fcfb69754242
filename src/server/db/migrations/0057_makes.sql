CREATE TABLE "makes" (
	"id" text PRIMARY KEY NOT NULL,
	"model_id" text NOT NULL,
	"user_id" text NOT NULL,
	"printer" text NOT NULL,
	"material" text NOT NULL,
	"layer_height_um" integer NOT NULL,
	"infill_percent" smallint NOT NULL,
	"supports" boolean NOT NULL,
	"comment" text NOT NULL,
	"rating" smallint,
	"photos" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "makes_rating_check" CHECK ("makes"."rating" is null or "makes"."rating" between 1 and 5),
	CONSTRAINT "makes_infill_check" CHECK ("makes"."infill_percent" between 0 and 100),
	CONSTRAINT "makes_layer_height_check" CHECK ("makes"."layer_height_um" between 10 and 1000),
	CONSTRAINT "makes_comment_length_check" CHECK (char_length("makes"."comment") between 1 and 1000),
	CONSTRAINT "makes_text_length_check" CHECK (char_length("makes"."printer") between 1 and 80 and char_length("makes"."material") between 1 and 20)
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_kind_check";--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "make_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "makes" ADD CONSTRAINT "makes_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makes" ADD CONSTRAINT "makes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "makes_model_newest_idx" ON "makes" USING btree ("model_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "makes_user_newest_idx" ON "makes" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_count_check" CHECK ("models"."make_count" >= 0);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_kind_check" CHECK ("reports"."target_kind" in ('model', 'comment', 'make', 'profile', 'other'));