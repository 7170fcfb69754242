import { describe, expect, it } from 'vitest';
import { campaignNote, clickThroughText } from './sponsored-text';

describe('the sponsored placements’ words', () => {
  it('writes click-through as a percentage, with a dash before the first impression', () => {
    expect(clickThroughText(null)).toBe('–');
    expect(clickThroughText(0)).toBe('0%');
    expect(clickThroughText(0.025)).toBe('2.5%');
    expect(clickThroughText(0.125)).toBe('13%');
  });

  it('says why a campaign is declined or ended, and what came back', () => {
    expect(campaignNote({ status: 'declined', endReason: 'declined', reviewReason: 'The picture is not of the model' })).toBe(
      'The team declined it: The picture is not of the model. Its whole budget went back to your earnings.',
    );
    expect(campaignNote({ status: 'ended', endReason: 'budget', reviewReason: null })).toBe('Ended because its budget was spent; what it did not spend went back to your earnings.');
    expect(campaignNote({ status: 'active', endReason: null, reviewReason: null })).toBeNull();
  });
});
