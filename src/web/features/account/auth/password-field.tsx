import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Field } from '../../../components/ui/field';

type PasswordFieldProps = Omit<ComponentProps<typeof Field>, 'type'>;

/** A password input with a Show/Hide button beside its label. */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Field {...props} type={visible ? 'text' : 'password'} autoCapitalize="none" spellCheck={false} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? `Hide ${props.label.toLowerCase()}` : `Show ${props.label.toLowerCase()}`}
        className="absolute top-0 right-0 inline-flex items-center gap-1 rounded text-sm font-medium text-brand hover:underline"
      >
        <Icon className="size-4" aria-hidden="true" />
        {visible ? 'Hide' : 'Show'}
      </button>
    </div>
  );
}
