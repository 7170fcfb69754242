import { describe, expect, it } from 'vitest';
import { createStorage } from './create-storage';

describe('createStorage', () => {
  it('picks the driver named in the config', async () => {
    expect((await createStorage({ driver: 'local', root: '/tmp/meshmandi-unused' })).driver).toBe('local');
    const s3 = await createStorage({
      driver: 's3',
      bucket: 'b',
      endpoint: 'http://127.0.0.1:1',
      region: 'ap-south-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
    });
    expect(s3.driver).toBe('s3');
  });
});
