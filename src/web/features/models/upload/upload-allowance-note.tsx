import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { useCreatorTier } from '../../../lib/creator-tier';
import { uploadAllowanceNote } from './upload-allowance';

export function UploadAllowanceNote() {
  const view = useCreatorTier().data;
  const note = view ? uploadAllowanceNote(view) : null;
  if (!note) return null;
  return (
    <Alert tone={note.full ? 'error' : 'info'} className="mb-6">
      {note.text}{' '}
      <Link to="/creator-tier" className="font-medium underline underline-offset-2">
        See your creator tier
      </Link>
    </Alert>
  );
}
