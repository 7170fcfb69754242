import * as Switch from '@radix-ui/react-switch';

interface CategorySwitchProps {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
}

/** One on/off switch; its accessible name says the category and the channel ("Likes by e-mail"). */
export function CategorySwitch({ id, label, checked, disabled, onChange }: CategorySwitchProps) {
  return (
    <Switch.Root
      id={id}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onCheckedChange={onChange}
      className="relative h-6 w-11 shrink-0 rounded-full bg-border transition-colors focus-visible:ring-2 focus-visible:ring-ring/60 focus-visible:outline-none data-[state=checked]:bg-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
    </Switch.Root>
  );
}
