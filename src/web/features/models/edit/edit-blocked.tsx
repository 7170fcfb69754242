import { FileQuestion, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { StatusScreen } from '../../../components/status-screen/status-screen';
import { buttonClasses } from '../../../components/ui/button';

/** Why the edit page cannot be shown, with the server's words as the heading (SPEC §5). */
export function EditBlocked({ reason, modelId }: { reason: 'not-found' | 'not-allowed'; modelId: string }) {
  const notFound = reason === 'not-found';
  const Icon = notFound ? FileQuestion : ShieldAlert;
  return (
    <StatusScreen
      visual={<Icon className="size-12 text-danger" aria-hidden="true" />}
      title={notFound ? 'Model not found' : 'Unauthorized to edit this model'}
      action={
        <Link to={notFound ? '/manage' : `/model/${modelId}`} className={buttonClasses('secondary')}>
          {notFound ? 'Go to My Models' : 'Back to the model'}
        </Link>
      }
    >
      {notFound ? 'It may have been deleted, or the link is wrong.' : 'Only the creator of this model and admins can change it.'}
    </StatusScreen>
  );
}
