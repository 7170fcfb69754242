import type { ModelAnswer } from './get-model';

/**
 * The model page's answer the moment Like is pressed, before the server has said anything: the
 * mark flips and the count moves by one with it (SPEC §4), never below zero.
 */
export function withLikeToggled(answer: ModelAnswer): ModelAnswer {
  const liked = !answer.liked;
  return { ...answer, liked, model: { ...answer.model, likes: Math.max(0, answer.model.likes + (liked ? 1 : -1)) } };
}

/** The server's word after a like: its state and its count replace the guess, whatever the guess was. */
export function withLikeResult(answer: ModelAnswer, result: { liked: boolean; likes: number }): ModelAnswer {
  return { ...answer, liked: result.liked, model: { ...answer.model, likes: result.likes } };
}

export function withBookmark(answer: ModelAnswer, bookmarked: boolean): ModelAnswer {
  return { ...answer, bookmarked };
}
