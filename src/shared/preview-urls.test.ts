import { describe, expect, it } from 'vitest';
import { thumbnailSrcSet } from './preview-urls';

describe('thumbnailSrcSet', () => {
  it('offers the 400 px variant beside an 800 px thumbnail, public or private', () => {
    expect(thumbnailSrcSet('/media/models/m1/previews/p1-800.webp')).toBe('/media/models/m1/previews/p1-400.webp 400w, /media/models/m1/previews/p1-800.webp 800w');
    expect(thumbnailSrcSet('/media/models/m1/previews/private/p1-800.webp')).toBe(
      '/media/models/m1/previews/private/p1-400.webp 400w, /media/models/m1/previews/private/p1-800.webp 800w',
    );
  });

  it('offers nothing for a thumbnail that is already the smallest, or a URL of another shape', () => {
    expect(thumbnailSrcSet('/media/models/m1/previews/p1-400.webp')).toBeUndefined();
    expect(thumbnailSrcSet('https://elsewhere.example/p1-800.webp')).toBeUndefined();
  });
});
