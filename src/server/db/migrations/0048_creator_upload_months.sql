CREATE TABLE "creator_upload_months" (
	"user_id" text NOT NULL,
	"month" text NOT NULL,
	"uploads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "creator_upload_months_user_id_month_pk" PRIMARY KEY("user_id","month"),
	CONSTRAINT "creator_upload_months_month_check" CHECK ("creator_upload_months"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "creator_upload_months" ADD CONSTRAINT "creator_upload_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;