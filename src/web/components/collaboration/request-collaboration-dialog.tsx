import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { COLLABORATION_MESSAGE_MAX_LENGTH } from '../../../shared/constants/community-rules';
import { Alert } from '../ui/alert';
import { Button, buttonClasses } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { TextAreaField } from '../ui/field';
import { errorMessage } from '../../lib/api-client';
import { collaborationPath, useRequestCollaboration } from './collaboration-api';

interface RequestCollaborationDialogProps {
  model: { id: string; title: string };
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** Ask the model's creator to collaborate: a message of up to 1000 characters, then a link to the request's page. */
export default function RequestCollaborationDialog({ model, open, onOpenChange }: RequestCollaborationDialogProps) {
  const [message, setMessage] = useState('');
  const send = useRequestCollaboration();
  const length = message.trim().length;
  const ready = length > 0 && length <= COLLABORATION_MESSAGE_MAX_LENGTH && !send.isPending;

  function close(next: boolean) {
    if (send.isPending) return;
    if (!next && send.isSuccess) {
      setMessage('');
      send.reset();
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) send.mutate({ modelId: model.id, message: message.trim() });
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Request collaboration" description={`Tell the creator of “${model.title}” what you have in mind.`}>
      {send.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="success">Your request has been sent. The creator can accept or decline it.</Alert>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)}>
              Close
            </Button>
            <Link to={collaborationPath(send.data.requestId)} className={buttonClasses('primary')}>
              View your request
            </Link>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <TextAreaField
            label="Message"
            required
            maxLength={COLLABORATION_MESSAGE_MAX_LENGTH}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            hint={
              <span aria-live="polite">
                {message.length}/{COLLABORATION_MESSAGE_MAX_LENGTH}
              </span>
            }
          />
          {send.isError && <Alert>{errorMessage(send.error)}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => close(false)} disabled={send.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={!ready}>
              {send.isPending ? 'Sending…' : 'Send request'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
