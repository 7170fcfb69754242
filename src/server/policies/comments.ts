/** The texts of the comment rules (ORIGINAL-FACTS: the author, the model's owner or an admin may delete one). */
export const COMMENT_NOT_FOUND = 'Comment not found';
export const NOT_ALLOWED_TO_DELETE_COMMENT = 'Only the author, the model owner or an admin can delete this comment';
export const NOT_ALLOWED_TO_EDIT_COMMENT = 'Only the author can edit this comment';
export const EDIT_WINDOW_OVER = 'A comment can only be edited within 15 minutes of posting';
