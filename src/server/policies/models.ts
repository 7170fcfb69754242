/** SPEC §5's texts for a model that is not there (or not yours to see), and for anyone else's changes. */
export const MODEL_NOT_FOUND = 'Model not found';
export const NOT_ALLOWED_TO_DELETE = 'Unauthorized to delete this model';
export const NOT_ALLOWED_TO_EDIT = 'Unauthorized to edit this model';
