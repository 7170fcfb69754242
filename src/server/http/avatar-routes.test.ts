import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../shared/constants/account-rules';
import { avatarPrefix } from '../storage/keys';
import { createUser, reloadUser, testImage, uploadAvatar, type TestUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let owner: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t);
});
afterAll(() => t.close());

const EXIF = { IFD0: { Copyright: 'Secret Owner', ImageDescription: 'Taken at 12.9716N 77.5946E' } };

/** An image carrying EXIF metadata (where the format can hold it), as a phone camera would write it. */
async function imageWithExif(format: 'png' | 'jpeg' | 'gif'): Promise<Buffer> {
  const image = await sharp(await testImage('png', 400))
    .withMetadata()
    .withExif(EXIF)
    .toFormat(format)
    .toBuffer();
  if (format !== 'gif') expect((await sharp(image).metadata()).exif).toBeDefined();
  return image;
}

async function storedKeys(userId: string): Promise<string[]> {
  return (await t.services.storage.list(avatarPrefix(userId))).map((o) => o.key).sort();
}

async function fetchMedia(path: string): Promise<Response> {
  return fetch(new URL(path, t.url));
}

describe('POST /api/account/avatar', () => {
  it('stores a PNG as four WebP sizes without its metadata, served with immutable caching', async () => {
    const response = await uploadAvatar(owner.client, await imageWithExif('png'), 'me.png', 'image/png');
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as { result: { account: { uid: string; avatar: string; photoURL: string } } };
    expect(result.account.uid).toBe(owner.user.id);
    expect(result.account.avatar).toMatch(new RegExp(`^/media/avatars/${owner.user.id}/[0-9a-f]{16}-256\\.webp$`));
    expect(result.account.photoURL).toBe(result.account.avatar);
    expect((await reloadUser(t, owner.user.id))?.avatar).toBe(result.account.avatar);

    const version = result.account.avatar.split('/').at(-1)!.replace('-256.webp', '');
    expect(await storedKeys(owner.user.id)).toEqual(
      [128, 256, 512, 64].map((size) => `avatars/${owner.user.id}/${version}-${size}.webp`),
    );
    for (const size of [64, 128, 256, 512]) {
      const served = await fetchMedia(`/media/avatars/${owner.user.id}/${version}-${size}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: size, height: size });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
  });

  it('accepts JPG and GIF too, and a large photo up to the limit', async () => {
    const user = await createUser(t);
    const noise = await sharp(randomBytes(1000 * 1000 * 3), { raw: { width: 1000, height: 1000, channels: 3 } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(noise.length).toBeLessThan(AVATAR_MAX_BYTES);
    const uploads: [Buffer, string, string][] = [
      [await imageWithExif('jpeg'), 'photo.jpg', 'image/jpeg'],
      [await imageWithExif('gif'), 'anim.gif', 'image/gif'],
      [noise, 'big.png', 'image/png'],
    ];
    for (const [bytes, name, type] of uploads) {
      const response = await uploadAvatar(user.client, bytes, name, type);
      expect(response.status, name).toBe(200);
      const { result } = (await response.json()) as { result: { account: { avatar: string } } };
      const served = await fetchMedia(result.account.avatar);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 256 });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('deletes the previous version after a new upload', async () => {
    const user = await createUser(t);
    const first = (await (await uploadAvatar(user.client, await testImage('png'))).json()) as { result: { account: { avatar: string } } };
    const second = (await (await uploadAvatar(user.client, await testImage('jpeg'), 'b.jpg', 'image/jpeg')).json()) as {
      result: { account: { avatar: string } };
    };
    expect(second.result.account.avatar).not.toBe(first.result.account.avatar);
    const keys = await storedKeys(user.user.id);
    expect(keys).toHaveLength(4);
    const newVersion = second.result.account.avatar.split('/').at(-1)!.replace('-256.webp', '');
    for (const key of keys) expect(key).toContain(`/${newVersion}-`);
    expect((await fetchMedia(first.result.account.avatar)).status).toBe(404);
    expect((await fetchMedia(second.result.account.avatar)).status).toBe(200);
  });

  it('keeps a working avatar when the same user uploads several at once', async () => {
    const user = await createUser(t);
    const image = await testImage('png');
    for (let round = 0; round < 8; round += 1) {
      const responses = await Promise.all([0, 1, 2, 3].map(() => uploadAvatar(user.client, image)));
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const { avatar } = (await reloadUser(t, user.user.id))!;
      expect((await fetchMedia(avatar!)).status).toBe(200);
    }
    // Every version but the current one is gone once the uploads have finished.
    const current = (await reloadUser(t, user.user.id))!.avatar!.split('/').at(-1)!.replace('-256.webp', '');
    expect((await storedKeys(user.user.id)).every((key) => key.includes(`/${current}-`))).toBe(true);
  });

  it("touches only the caller's own avatar, whoever they are", async () => {
    const other = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    const ownerKeys = await storedKeys(owner.user.id);
    const ownerRow = await reloadUser(t, owner.user.id);
    for (const uploader of [other, admin]) {
      expect((await uploadAvatar(uploader.client, await testImage('png'))).status).toBe(200);
      expect(await storedKeys(uploader.user.id)).toHaveLength(4);
    }
    expect(await storedKeys(owner.user.id)).toEqual(ownerKeys);
    expect(await reloadUser(t, owner.user.id)).toEqual(ownerRow);
  });

  it('refuses a file that is not an image, whatever its name, and stores nothing', async () => {
    const user = await createUser(t);
    for (const [bytes, name, type] of [
      [Buffer.from('just some text, honest'), 'notes.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.png', 'image/svg+xml'],
      [Buffer.from('%PDF-1.4 not an image'), 'doc.gif', 'image/gif'],
    ] as const) {
      const response = await uploadAvatar(user.client, bytes, name, type);
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe('Avatar must be a JPG, PNG, WebP or GIF image.');
    }
    expect(await storedKeys(user.user.id)).toEqual([]);
    expect((await reloadUser(t, user.user.id))?.avatar).toBeNull();
  });

  it('refuses a file over 5 MB with 413, keeping the current avatar', async () => {
    const user = await createUser(t);
    await uploadAvatar(user.client, await testImage('png'));
    const before = await reloadUser(t, user.user.id);
    const keys = await storedKeys(user.user.id);
    const huge = Buffer.concat([await testImage('png'), Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await uploadAvatar(user.client, huge, 'huge.png');
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload-too-large');
    expect(await reloadUser(t, user.user.id)).toEqual(before);
    expect(await storedKeys(user.user.id)).toEqual(keys);
  });

  it('needs a signed-in user, and a multipart body with a file', async () => {
    const response = await uploadAvatar(t.client(), await testImage('png'));
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe('User not authenticated');
    const user = await createUser(t);
    const json = await user.client.postJson('/api/account/avatar', { file: 'data:image/png;base64,AAAA' });
    expect(json.status).toBe(400);
    const empty = await user.client.fetch('/api/account/avatar', { method: 'POST', body: new FormData() });
    expect(empty.status).toBe(400);
    expect(await storedKeys(user.user.id)).toEqual([]);
  });
});

describe('GET /media/avatars/:userId/:file', () => {
  it('answers 404 for unknown files and for paths that try to leave the avatar folder', async () => {
    const paths = [
      `/media/avatars/${owner.user.id}/0000000000000000-256.webp`,
      '/media/avatars/no-such-user/a-256.webp',
      '/media/avatars/..%2F..%2Fetc/passwd',
      `/media/avatars/${owner.user.id}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `/media/avatars/${owner.user.id}/%2e%2e`,
      `/media/avatars/%2e%2e/${owner.user.id}`,
      `/media/avatars/${owner.user.id}/.hidden`,
      `/media/avatars/${owner.user.id}/a%00.webp`,
      `/media/avatars/${owner.user.id}/..%5C..%5Cconfig`,
    ];
    for (const path of paths) {
      const response = await fetchMedia(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
    }
  });
});
