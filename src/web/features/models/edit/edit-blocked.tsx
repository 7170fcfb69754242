import { FileQuestion, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** Why the edit page cannot be shown, with the server's words as the heading (SPEC §5). */
export function EditBlocked({ reason, modelId }: { reason: 'not-found' | 'not-allowed'; modelId: string }) {
  const notFound = reason === 'not-found';
  const title = notFound ? 'Model not found' : 'Unauthorized to edit this model';
  const Icon = notFound ? FileQuestion : ShieldAlert;
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <Icon className="size-12 text-danger" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-fg">{title}</h1>
      <p className="text-fg-muted">
        {notFound
          ? 'It may have been deleted, or the link is wrong.'
          : 'Only the creator of this model and admins can change it.'}
      </p>
      <Link to={notFound ? '/manage' : `/model/${modelId}`} className={buttonClasses('secondary')}>
        {notFound ? 'Go to My Models' : 'Back to the model'}
      </Link>
    </div>
  );
}
