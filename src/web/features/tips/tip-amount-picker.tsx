import { useId, type Dispatch } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { formatCount } from '../../lib/indian-numbers';
import { TIP_PRESETS, TIP_SLIDER } from './tip-amount';
import { selectedPreset, sliderValue, type TipFormAction, type TipFormState } from './tip-form-state';

interface TipAmountPickerProps {
  state: TipFormState;
  dispatch: Dispatch<TipFormAction>;
  disabled: boolean;
}

/** The presets, the slider and the custom field (SPEC §2, §4, §5); their rules are tipFormReducer's. */
export function TipAmountPicker({ state, dispatch, disabled }: TipAmountPickerProps) {
  const id = useId();
  const chosen = selectedPreset(state);
  const slider = sliderValue(state.amount);
  return (
    <div className="space-y-4">
      <div role="group" aria-labelledby={`${id}-presets`}>
        <p id={`${id}-presets`} className="mb-2 text-sm font-medium text-fg">
          Choose an amount
        </p>
        <div className="grid grid-cols-4 gap-2">
          {TIP_PRESETS.map((rupees) => (
            <button
              key={rupees}
              type="button"
              disabled={disabled}
              aria-pressed={chosen === rupees}
              onClick={() => dispatch({ type: 'preset', rupees })}
              className={buttonClasses(chosen === rupees ? 'pressed' : 'secondary', 'sm', 'px-2 tabular-nums')}
            >
              ₹{rupees}
            </button>
          ))}
        </div>
      </div>

      <div>
        <label htmlFor={`${id}-slider`} className="sr-only">
          Amount in rupees
        </label>
        <input
          id={`${id}-slider`}
          type="range"
          min={TIP_SLIDER.min}
          max={TIP_SLIDER.max}
          step={TIP_SLIDER.step}
          value={slider}
          disabled={disabled}
          aria-valuetext={`₹${formatCount(slider)}`}
          onChange={(event) => dispatch({ type: 'slide', rupees: Number(event.target.value) })}
          className="h-6 w-full cursor-pointer accent-brand disabled:cursor-not-allowed"
        />
        <div aria-hidden="true" className="flex justify-between text-xs text-fg-muted tabular-nums">
          <span>₹{formatCount(TIP_SLIDER.min)}</span>
          <span>₹{formatCount(TIP_SLIDER.max)}</span>
        </div>
      </div>

      <div className="space-y-1.5">
        <label htmlFor={`${id}-custom`} className="block text-sm font-medium text-fg">
          Custom amount
        </label>
        {/* The ₹ sits inside the field, so the focus ring goes round the whole of it as on every other field. */}
        <div className="relative">
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-fg-muted">
            ₹
          </span>
          <input
            id={`${id}-custom`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Any amount from ₹10"
            value={state.customText}
            disabled={disabled}
            onChange={(event) => dispatch({ type: 'custom', text: event.target.value })}
            className="block w-full rounded-lg border border-border bg-surface py-2.5 pr-3 pl-7 text-base text-fg tabular-nums placeholder:text-fg-muted focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none"
          />
        </div>
      </div>
    </div>
  );
}
