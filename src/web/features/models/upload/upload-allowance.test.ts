import { describe, expect, it } from 'vitest';
import { uploadAllowanceNote } from './upload-allowance';

const resetsAt = '2026-11-30T18:30:00.000Z';

describe('the upload page’s word on the month’s allowance', () => {
  it('says nothing while more than three are left', () => {
    expect(uploadAllowanceNote({ tier: 'basic', uploads: { used: 6, limit: 10, resetsAt } })).toBeNull();
  });

  it('counts down the last three, naming the tier and the day the count starts again', () => {
    expect(uploadAllowanceNote({ tier: 'basic', uploads: { used: 9, limit: 10, resetsAt } })).toEqual({
      full: false,
      text: 'You can publish 1 more model this month (10 a month as a Basic Creator); the count starts again on 1 December 2026.',
    });
    expect(uploadAllowanceNote({ tier: 'elite', uploads: { used: 97, limit: 100, resetsAt } })?.text).toMatch(/^You can publish 3 more models this month \(100 a month as an Elite Creator\)/);
  });

  it('at the limit, says what the server would answer a publish', () => {
    expect(uploadAllowanceNote({ tier: 'pro', uploads: { used: 50, limit: 50, resetsAt } })).toEqual({
      full: true,
      text: 'You have published 50 models this month, the most a Pro Creator can (50 a month). You can publish again from 1 December 2026.',
    });
  });
});
