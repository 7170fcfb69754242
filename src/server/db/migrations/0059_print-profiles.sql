ALTER TABLE "models" ADD COLUMN "print_printer" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "print_material" text;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "print_layer_height_um" integer;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "print_supports_needed" boolean;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "print_infill_percent" integer;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "print_minutes" integer;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "print_plates" integer;--> statement-breakpoint
CREATE INDEX "models_print_material_idx" ON "models" USING btree ("print_material") WHERE visibility = 'public' and not analysis_failed and print_material is not null;--> statement-breakpoint
CREATE INDEX "models_print_minutes_idx" ON "models" USING btree ("print_minutes") WHERE visibility = 'public' and not analysis_failed and print_minutes is not null;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_print_profile_check" CHECK (("models"."print_layer_height_um" is null or "models"."print_layer_height_um" between 10 and 1000)
        and ("models"."print_infill_percent" is null or "models"."print_infill_percent" between 0 and 100)
        and ("models"."print_minutes" is null or "models"."print_minutes" between 1 and 20160)
        and ("models"."print_plates" is null or "models"."print_plates" between 1 and 100));