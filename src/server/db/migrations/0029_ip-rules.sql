CREATE TABLE "ip_rules" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cidr" text NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "ip_rules_type_check" CHECK ("ip_rules"."type" in ('blocked', 'allowed'))
);
--> statement-breakpoint
ALTER TABLE "ip_rules" ADD CONSTRAINT "ip_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ip_rules_cidr_type_idx" ON "ip_rules" USING btree ("cidr","type");