import { acceptsCustomText, amountError, amountOfCustomText, DEFAULT_TIP_RUPEES, TIP_PRESETS, TIP_SLIDER } from './tip-amount';

/**
 * The amount part of the tip dialog (SPEC §4) as a reducer, so its rules are one pure function the
 * unit tests drive: choosing a preset clears the custom text and sets the amount; typing a custom
 * amount clears the preset and any error; moving the slider clears the custom text.
 */
export interface TipFormState {
  /** Rupees; 0 when the custom field is empty. */
  amount: number;
  /** What the custom field shows; '' when the amount came from a preset or the slider. */
  customText: string;
  /** The error shown in the red box, or null. */
  error: string | null;
}

export type TipFormAction =
  | { type: 'preset'; rupees: number }
  | { type: 'custom'; text: string }
  | { type: 'slide'; rupees: number }
  | { type: 'error'; error: string | null };

export const INITIAL_TIP_FORM: TipFormState = { amount: DEFAULT_TIP_RUPEES, customText: '', error: null };

export function tipFormReducer(state: TipFormState, action: TipFormAction): TipFormState {
  switch (action.type) {
    case 'preset':
      return { ...state, amount: action.rupees, customText: '' };
    case 'custom':
      // A keystroke that is not digits-and-one-point is not taken (the field keeps its text).
      if (!acceptsCustomText(action.text)) return state;
      return { amount: amountOfCustomText(action.text), customText: action.text, error: null };
    case 'slide':
      return { ...state, amount: action.rupees, customText: '' };
    case 'error':
      return { ...state, error: action.error };
  }
}

/**
 * The preset shown as chosen: only while no custom text is typed (typing clears it) and the amount
 * is that preset's, so the slider landing on ₹250 lights 250 as well.
 */
export function selectedPreset(state: TipFormState): number | null {
  if (state.customText !== '') return null;
  return TIP_PRESETS.find((preset) => preset === state.amount) ?? null;
}

/** Where the slider's thumb sits: the amount, held inside the slider's range (a typed ₹50,000 pins it at the end). */
export function sliderValue(amount: number): number {
  const stepped = Math.round(amount / TIP_SLIDER.step) * TIP_SLIDER.step;
  return Math.min(TIP_SLIDER.max, Math.max(TIP_SLIDER.min, stepped));
}

/**
 * SPEC §2's 3-step progress: 1 choose an amount, 2 once one is chosen (one that can be sent: an
 * emptied field or ₹5 is not a choice yet), 3 while paying and when done.
 */
export function progressStep(amount: number, paying: boolean): 1 | 2 | 3 {
  if (paying) return 3;
  return amountError(amount) === null ? 2 : 1;
}
