import { describe, expect, it } from 'vitest';
import { hugeImage } from '../test/huge-image';
import { makeAvatarVariants } from './avatar-variants';

describe('makeAvatarVariants', () => {
  it('tells an image over 40 megapixels that it is too large, not that it is no image', async () => {
    await expect(makeAvatarVariants(await hugeImage())).rejects.toThrow(
      'This avatar is too large: images can be at most 40 megapixels. Please scale it down and try again.',
    );
  });
});
