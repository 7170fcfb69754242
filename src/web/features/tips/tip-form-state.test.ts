import { describe, expect, it } from 'vitest';
import { INITIAL_TIP_FORM, progressStep, selectedPreset, sliderValue, tipFormReducer, type TipFormAction, type TipFormState } from './tip-form-state';

const run = (...actions: TipFormAction[]): TipFormState => actions.reduce(tipFormReducer, INITIAL_TIP_FORM);

describe('the tip amount rules (SPEC §4)', () => {
  it('starts at ₹50 with the 50 preset chosen', () => {
    expect(INITIAL_TIP_FORM).toEqual({ amount: 50, customText: '', error: null });
    expect(selectedPreset(INITIAL_TIP_FORM)).toBe(50);
  });
  it('choosing a preset clears the custom text and sets the amount', () => {
    const state = run({ type: 'custom', text: '75' }, { type: 'preset', rupees: 250 });
    expect(state).toMatchObject({ amount: 250, customText: '' });
    expect(selectedPreset(state)).toBe(250);
  });
  it('typing a custom amount clears the preset and any error', () => {
    const state = run({ type: 'preset', rupees: 100 }, { type: 'error', error: 'Payment failed' }, { type: 'custom', text: '100' });
    expect(state).toEqual({ amount: 100, customText: '100', error: null });
    // Even at a preset's amount, a typed amount is not the preset.
    expect(selectedPreset(state)).toBeNull();
  });
  it('moving the slider clears the custom text', () => {
    const state = run({ type: 'custom', text: '75.5' }, { type: 'slide', rupees: 1200 });
    expect(state).toMatchObject({ amount: 1200, customText: '' });
    expect(selectedPreset(state)).toBeNull();
    expect(selectedPreset(run({ type: 'slide', rupees: 500 }))).toBe(500);
  });
  it('keeps an error through preset and slider changes (only typing clears it)', () => {
    expect(run({ type: 'error', error: 'Payment failed' }, { type: 'preset', rupees: 100 }, { type: 'slide', rupees: 30 }).error).toBe('Payment failed');
  });
  it('does not take a keystroke that is not digits and one point', () => {
    const state = run({ type: 'custom', text: '12.5' }, { type: 'custom', text: '12.5.' }, { type: 'custom', text: '12.5x' });
    expect(state).toMatchObject({ amount: 12.5, customText: '12.5' });
  });
  it('an emptied custom field is no amount', () => {
    expect(run({ type: 'custom', text: '7' }, { type: 'custom', text: '' })).toMatchObject({ amount: 0, customText: '' });
  });
});

describe('the slider and the progress bar', () => {
  it('holds the thumb inside ₹10–₹10,000 on its ₹10 steps', () => {
    expect(sliderValue(0)).toBe(10);
    expect(sliderValue(250)).toBe(250);
    expect(sliderValue(254)).toBe(250);
    expect(sliderValue(99_999)).toBe(10_000);
  });
  it('is at step 1 until a sendable amount is chosen, 2 once it is, 3 while paying', () => {
    expect(progressStep(0, false)).toBe(1);
    expect(progressStep(5, false)).toBe(1);
    expect(progressStep(50, false)).toBe(2);
    expect(progressStep(50, true)).toBe(3);
  });
});
