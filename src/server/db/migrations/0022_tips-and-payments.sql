CREATE TABLE "payment_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"book" text NOT NULL,
	"payer_id" text NOT NULL,
	"creator_id" text,
	"model_id" text,
	"message" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"book" text NOT NULL,
	"event" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_checkout_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text NOT NULL,
	"vpa" text NOT NULL,
	"error_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tips" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"book" text NOT NULL,
	"source" text DEFAULT 'payment' NOT NULL,
	"order_id" text,
	"from_user_id" text NOT NULL,
	"to_user_id" text,
	"model_id" text,
	"amount" bigint NOT NULL,
	"creator_amount" bigint NOT NULL,
	"platform_fee" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_orders_payer_idx" ON "payment_orders" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "test_checkout_payments_order_idx" ON "test_checkout_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tips_from_idx" ON "tips" USING btree ("from_user_id","created_at","payment_id");--> statement-breakpoint
CREATE INDEX "tips_to_idx" ON "tips" USING btree ("to_user_id","created_at","payment_id");