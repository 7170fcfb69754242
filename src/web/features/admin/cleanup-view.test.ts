import { describe, expect, it } from 'vitest';
import { taskViews } from './cleanup-view';

describe('the cleanup view', () => {
  it('says what each task would remove', () => {
    const views = taskViews(
      {
        orphanedFiles: { count: 2, bytes: 1536, sample: ['models/u/m/files/a.stl', 'avatars/u/ab-64.webp'] },
        abandonedUploads: { count: 1, bytes: 10, sample: [] } as never,
        unverifiedAccounts: { count: 1, sample: [{ uid: 'u1', email: 'idle@example.in', displayName: 'Idle One', createdAt: '2026-01-01T00:00:00.000Z' }] },
      },
      45,
    );
    expect(views.map((v) => [v.task, v.count, v.summary])).toEqual([
      ['orphaned-files', 2, '2 files, 1.5 KB'],
      ['abandoned-uploads', 1, '1 upload, 10 bytes'],
      ['unverified-accounts', 1, '1 account'],
    ]);
    expect(views[2]!.what).toContain('in 45 days');
    expect(views[2]!.sample).toEqual(['Idle One <idle@example.in>']);
  });
});
