import { ADMIN_CHANGE_REASON_MAX } from '../../../shared/contracts/models/admin-change-reason';
import { Field } from '../../components/ui/field';
import { useSession } from '../../lib/session';

/**
 * Whether the signed-in person is changing someone else's model (an admin): the server then wants
 * a reason, which goes to the audit log and to the owner.
 */
export function useChangingOthersModel(ownerId: string): boolean {
  const { account } = useSession();
  return account !== null && account.uid !== ownerId;
}

/** The reason an admin gives for changing, deleting or featuring someone else's model. */
export function AdminChangeReasonField({ value, onChange, error, disabled }: { value: string; onChange(value: string): void; error?: string | undefined; disabled?: boolean }) {
  return (
    <Field
      label="Reason (the owner is told)"
      hint="This is not your model: say why you are changing it. It is kept in the audit log."
      value={value}
      maxLength={ADMIN_CHANGE_REASON_MAX}
      required
      disabled={disabled}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export const REASON_MISSING = 'Say why you are changing this model: its owner is told.';
