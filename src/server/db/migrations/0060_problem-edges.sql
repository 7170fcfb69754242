CREATE TABLE "model_file_problem_edges" (
	"file_id" text PRIMARY KEY NOT NULL,
	"open" "bytea" NOT NULL,
	"non_manifold" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "model_files" ADD COLUMN "problem_edges_kept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "model_file_problem_edges" ADD CONSTRAINT "model_file_problem_edges_file_id_model_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."model_files"("id") ON DELETE cascade ON UPDATE no action;
