CREATE TABLE "model_counter_shards" (
	"model_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"last_viewed_at" timestamp with time zone,
	"last_shared_at" timestamp with time zone,
	CONSTRAINT "model_counter_shards_model_id_shard_pk" PRIMARY KEY("model_id","shard"),
	CONSTRAINT "model_counter_shards_counts_check" CHECK ("model_counter_shards"."views" >= 0 and "model_counter_shards"."downloads" >= 0 and "model_counter_shards"."shares" >= 0)
);
--> statement-breakpoint
ALTER TABLE "model_counter_shards" ADD CONSTRAINT "model_counter_shards_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_counter_shards" SET (fillfactor = 50);
