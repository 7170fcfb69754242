ALTER TABLE "model_file_problem_edges" ADD COLUMN "flipped" "bytea";--> statement-breakpoint
ALTER TABLE "model_file_problem_edges" ADD COLUMN "thin" "bytea";