import { describe, expect, it } from 'vitest';
import { actionsFor, messageProblem, needsMessage, reportedPath, reportFiltersFrom, settledText, targetLabel, withFilter } from './reports-view';

describe('the reports list', () => {
  it('reads its filters from the address, ignoring values the server would refuse', () => {
    expect(reportFiltersFrom(new URLSearchParams('status=pending&reason=copyright&priority=high&targetKind=comment'))).toEqual({
      status: 'pending',
      reason: 'copyright',
      priority: 'high',
      targetKind: 'comment',
    });
    expect(reportFiltersFrom(new URLSearchParams('status=everything&reason=&priority=urgent'))).toEqual({});
  });

  it('sets and clears one filter, keeping the others', () => {
    const params = new URLSearchParams('status=pending&reason=spam');
    expect(withFilter(params, 'priority', 'high').toString()).toBe('status=pending&reason=spam&priority=high');
    expect(withFilter(params, 'status', '').toString()).toBe('reason=spam');
    expect(params.toString()).toBe('status=pending&reason=spam');
  });

  it('offers only the actions that apply to what was reported', () => {
    expect(actionsFor('model')).toContain('hide_model');
    expect(actionsFor('model')).not.toContain('delete_comment');
    expect(actionsFor('comment')).toContain('delete_comment');
    expect(actionsFor('profile')).not.toContain('hide_model');
    expect(actionsFor('other')).toEqual(['dismiss', 'no_action']);
  });

  it('asks the message the person is shown only for actions that touch them, 10 to 1000 characters', () => {
    expect(needsMessage('hide_model')).toBe(true);
    expect(needsMessage('dismiss')).toBe(false);
    expect(messageProblem('dismiss', '')).toBeNull();
    expect(messageProblem('no_action', '')).toBeNull();
    // Counted trimmed, as the server counts: 10 characters pass, 9 padded with spaces do not.
    expect(messageProblem('ban_user', 'Spam links')).toBeNull();
    expect(messageProblem('ban_user', '  Spam link  ')).toMatch(/at least 10/);
    expect(messageProblem('warn_user', 'x'.repeat(1001))).toMatch(/At most 1000/);
    expect(messageProblem('warn_user', 'x'.repeat(1000))).toBeNull();
  });

  it('says how many reports a review settled', () => {
    expect(settledText('dismissed', 1)).toBe('Dismissed: 1 report settled.');
    expect(settledText('resolved', 2)).toBe('Resolved: 2 reports settled (this one and 1 other about the same content).');
    expect(settledText('resolved', 4)).toBe('Resolved: 4 reports settled (this one and 3 others about the same content).');
  });

  it('names targets that are gone or have no label', () => {
    expect(targetLabel('model', 'Brass knob', true)).toBe('Brass knob');
    expect(targetLabel('comment', null, false)).toBe('A deleted comment');
    expect(targetLabel('other', null, true)).toBe('A page of the site');
  });

  it('links only paths on this site', () => {
    expect(reportedPath('/model/brass-knob/abc')).toBe('/model/brass-knob/abc');
    expect(reportedPath('//evil.example/x')).toBeNull();
    expect(reportedPath('/\\evil.example')).toBeNull();
    expect(reportedPath('javascript:alert(1)')).toBeNull();
    expect(reportedPath('https://meshmandi.in/model/a')).toBeNull();
  });
});
