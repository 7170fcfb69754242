CREATE TABLE "count_ip_days" (
	"kind" text NOT NULL,
	"model_id" text NOT NULL,
	"ip_key" text NOT NULL,
	"day" date NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "count_ip_days_kind_model_id_ip_key_day_pk" PRIMARY KEY("kind","model_id","ip_key","day")
);
--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "visitor_key" text;--> statement-breakpoint
ALTER TABLE "shares" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "count_ip_days" ADD CONSTRAINT "count_ip_days_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "count_ip_days_day_idx" ON "count_ip_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "shares_once_a_day_idx" ON "shares" USING btree ("model_id","visitor_key","platform","day");