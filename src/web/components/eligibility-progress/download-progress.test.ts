import { describe, expect, it } from 'vitest';
import { downloadProgress } from './download-progress';

describe('progress towards withdrawing', () => {
  it('is the share of the downloads needed, whole percent, never past full', () => {
    expect(downloadProgress(0, 1000)).toEqual({ percent: 0, remaining: 1000 });
    expect(downloadProgress(1, 1000)).toEqual({ percent: 0, remaining: 999 });
    expect(downloadProgress(999, 1000)).toEqual({ percent: 99, remaining: 1 });
    expect(downloadProgress(1000, 1000)).toEqual({ percent: 100, remaining: 0 });
    expect(downloadProgress(5400, 1000)).toEqual({ percent: 100, remaining: 0 });
  });

  it('counts a negative total as none', () => {
    expect(downloadProgress(-5, 1000)).toEqual({ percent: 0, remaining: 1000 });
  });

  it('is full when nothing is required', () => {
    expect(downloadProgress(3, 0)).toEqual({ percent: 100, remaining: 0 });
  });
});
