ALTER TABLE "model_files" ADD COLUMN "thin_wall_minimum" double precision;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "thin_wall_percent" double precision;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "thin_wall_thinnest" double precision;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "thin_wall_samples" integer;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "thin_wall_not_estimated" text;