ALTER TABLE "models" ADD COLUMN "printable_as_is" boolean;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "boundary_edges" integer;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "non_manifold_edges" integer;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "winding_consistent" boolean;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "shells" integer;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "degenerate_faces" integer;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "euler_number" integer;--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "overhang_area" double precision;