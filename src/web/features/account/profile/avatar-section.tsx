import { useMutation } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { errorMessage } from '../../../lib/api-client';
import { displayNameOf, useRefreshSession } from '../../../lib/session';
import { uploadAvatar } from '../api/upload-avatar';
import { AVATAR_MAX_MB, AVATAR_TYPES, whyAvatarRejected } from './avatar-rules';

function ProgressBar({ percent }: { percent: number }) {
  return (
    <div role="progressbar" aria-label="Upload progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-surface-muted">
      <div className="h-full rounded-full bg-brand transition-[width] duration-200" style={{ width: `${percent}%` }} />
    </div>
  );
}

export function AvatarSection({ account }: { account: OwnAccount }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const refreshSession = useRefreshSession();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadAvatar(chosen, setPercent),
    onSuccess: async () => {
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      await refreshSession();
    },
  });

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    upload.reset();
    setPercent(0);
    const problem = chosen ? whyAvatarRejected(chosen) : null;
    setRejection(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  }

  const name = displayNameOf(account);
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {preview ? <img src={preview} alt="Preview of your new avatar" className="size-24 shrink-0 rounded-full object-cover" /> : <UserAvatar name={name} photoURL={account.photoURL} size="lg" />}
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap gap-2">
            <input ref={inputRef} id={inputId} type="file" accept={AVATAR_TYPES.join(',')} onChange={choose} disabled={upload.isPending} className="peer sr-only" />
            <label
              htmlFor={inputId}
              className={buttonClasses('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-60')}
            >
              <ImageUp className="size-4" aria-hidden="true" /> {file || account.photoURL ? 'Choose another image' : 'Choose image'}
            </label>
            {file && (
              <Button size="sm" onClick={() => upload.mutate(file)} disabled={upload.isPending}>
                {upload.isPending ? `Uploading… ${percent}%` : 'Upload avatar'}
              </Button>
            )}
          </div>
          <p className="text-sm text-fg-muted">{file ? <span className="[overflow-wrap:anywhere]">Selected: {file.name}</span> : `JPG, PNG, WebP or GIF, up to ${AVATAR_MAX_MB} MB. We crop it to a square.`}</p>
        </div>
      </div>
      {upload.isPending && <ProgressBar percent={percent} />}
      {rejection && <Alert>{rejection}</Alert>}
      {upload.isError && <Alert>{errorMessage(upload.error)}</Alert>}
      {upload.isSuccess && <Alert tone="success">Your new avatar is saved.</Alert>}
    </div>
  );
}
