CREATE TABLE "model_remixes" (
	"remix_id" text NOT NULL,
	"source_id" text NOT NULL,
	"position" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "model_remixes_remix_id_source_id_pk" PRIMARY KEY("remix_id","source_id"),
	CONSTRAINT "model_remixes_not_self_check" CHECK ("model_remixes"."remix_id" <> "model_remixes"."source_id")
);
--> statement-breakpoint
ALTER TABLE "model_remixes" ADD CONSTRAINT "model_remixes_remix_id_models_id_fk" FOREIGN KEY ("remix_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_remixes" ADD CONSTRAINT "model_remixes_source_id_models_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_remixes_source_idx" ON "model_remixes" USING btree ("source_id","created_at" DESC NULLS LAST,"remix_id" DESC NULLS LAST);