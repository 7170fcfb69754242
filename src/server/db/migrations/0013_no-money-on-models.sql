ALTER TABLE "models" DROP CONSTRAINT "models_revenue_share_check";--> statement-breakpoint
ALTER TABLE "models" DROP COLUMN "platform_revenue";--> statement-breakpoint
ALTER TABLE "models" DROP COLUMN "revenue_share";--> statement-breakpoint
ALTER TABLE "models" DROP COLUMN "platform_earnings";--> statement-breakpoint
ALTER TABLE "models" DROP COLUMN "creator_earnings";