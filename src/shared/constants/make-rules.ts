/** What a make carries (issue 33 item 2, decision 090). */
export const MAKE_PHOTOS_MIN = 1;
export const MAKE_PHOTOS_MAX = 8;
export const MAKE_COMMENT_MAX = 1000;
/** SPEC §8's prefix for every refusal of postMake and deleteMake. */
export const POST_MAKE_FAILED = 'Failed to post make';
export const DELETE_MAKE_FAILED = 'Failed to delete make';
export const MAKE_NOT_FOUND = 'Make not found';
/** Makes weigh more than a download in trending: someone printed the model and showed it. */
export const MAKE_TRENDING_WEIGHT = 5;
