import { describe, expect, it } from 'vitest';
import type { ModelAnswer } from './get-model';
import { withBookmark, withLikeResult, withLikeToggled } from './viewer-marks';

function answer(liked: boolean, likes: number, bookmarked = false): ModelAnswer {
  return { model: { id: 'm1', likes, views: 7 } as ModelAnswer['model'], canEdit: false, liked, bookmarked };
}

describe('withLikeToggled', () => {
  it('likes: pressed, and one more like', () => {
    const next = withLikeToggled(answer(false, 4));
    expect(next.liked).toBe(true);
    expect(next.model.likes).toBe(5);
  });

  it('unlikes: not pressed, and one like fewer', () => {
    const next = withLikeToggled(answer(true, 5));
    expect(next.liked).toBe(false);
    expect(next.model.likes).toBe(4);
  });

  it('never shows a negative count when the cached count lags behind the like', () => {
    expect(withLikeToggled(answer(true, 0)).model.likes).toBe(0);
  });

  it('leaves the rest of the answer and the original alone', () => {
    const before = answer(false, 1, true);
    const next = withLikeToggled(before);
    expect(next).toMatchObject({ canEdit: false, bookmarked: true, model: { id: 'm1', views: 7 } });
    expect(before).toEqual(answer(false, 1, true));
  });

  it('is undone by a second press', () => {
    expect(withLikeToggled(withLikeToggled(answer(false, 3)))).toEqual(answer(false, 3));
  });
});

describe('withLikeResult', () => {
  it('takes the server’s state and count over the optimistic guess', () => {
    const guessed = withLikeToggled(answer(false, 3));
    expect(withLikeResult(guessed, { liked: true, likes: 9 })).toEqual(answer(true, 9));
  });
});

describe('withBookmark', () => {
  it('sets the saved mark and nothing else', () => {
    expect(withBookmark(answer(true, 2), true)).toEqual(answer(true, 2, true));
  });
});
