import { describe, expect, it } from 'vitest';
import { checkReportDraft, initialReportDraft, serverErrorsToFields, toSubmission, type ReportDraft } from './report-form-state';

const draft = (patch: Partial<ReportDraft> = {}): ReportDraft => ({
  ...initialReportDraft(new URLSearchParams('url=/model/lamp/m1'), undefined),
  reason: 'spam',
  email: 'asha@example.in',
  details: 'Posted the same model forty times.',
  ...patch,
});

describe('the report form', () => {
  it('opens with the reported link and a known reason from the address, and the account address', () => {
    expect(initialReportDraft(new URLSearchParams('url=%2Fmodel%2Flamp%2Fm1%23comment-c2&reason=copyright'), 'me@example.in')).toMatchObject({
      url: '/model/lamp/m1#comment-c2',
      reason: 'copyright',
      email: 'me@example.in',
    });
    expect(initialReportDraft(new URLSearchParams('reason=nonsense'), undefined)).toMatchObject({ url: '', reason: '', email: '' });
  });

  it('finds nothing wrong with a complete report, and sends DMCA statements only for copyright', () => {
    expect(checkReportDraft(draft())).toEqual({});
    expect(toSubmission(draft({ copyrightedWork: 'x', goodFaith: true }))).not.toHaveProperty('dmca');
    expect(toSubmission(draft({ email: '  ' })).email).toBeUndefined();
  });

  it('names each bad field in a sentence', () => {
    expect(checkReportDraft(draft({ reason: '', details: 'short', url: '' }))).toEqual({
      reason: 'Choose a reason.',
      details: 'At least 10 characters.',
      url: 'Paste the link of what you are reporting.',
    });
  });

  it('asks a copyright report for every DMCA statement', () => {
    expect(checkReportDraft(draft({ reason: 'copyright' }))).toEqual({
      copyrightedWork: 'Describe the work you own.',
      goodFaith: 'Tick the good-faith statement.',
      accurate: 'Tick the statement that the notice is accurate.',
      signature: 'Type your full name as your signature.',
    });
    expect(checkReportDraft(draft({ reason: 'copyright', copyrightedWork: 'My chess set', goodFaith: true, accurate: true, signature: 'Asha Rao' }))).toEqual({});
  });

  it("puts the server's field messages on their fields and keeps the rest", () => {
    expect(serverErrorsToFields('url: must be a link to a page on Meshmandi; dmca.signature: type your full name; Too many reports')).toEqual({
      errors: { url: 'Must be a link to a page on Meshmandi.', signature: 'Type your full name.' },
      rest: 'Too many reports',
    });
    expect(serverErrorsToFields('proof: the spam check expired. Please submit again').errors).toEqual({ proof: 'The spam check expired. Please submit again.' });
  });
});
