-- Private models' previews move to their own URLs (decision 019): rewrite the URLs kept on the rows
-- of models that are private already. Public models keep theirs.
UPDATE "models"
SET
	"thumbnail" = replace("thumbnail", '/media/models/' || "id" || '/previews/', '/media/models/' || "id" || '/previews/private/'),
	"previews_view" = replace("previews_view"::text, '/media/models/' || "id" || '/previews/', '/media/models/' || "id" || '/previews/private/')::jsonb
WHERE "visibility" = 'private';
