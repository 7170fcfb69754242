import { AppError, type ErrorBody } from '../../../../shared/app-error';
import type { OwnAccount } from '../../../../shared/contracts/accounts/user-profile';
import { refusalFromBody } from '../../../lib/api-client';

/**
 * Uploads with XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * Resolves with the updated account; rejects with the server's message as an AppError.
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<OwnAccount> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/account/avatar');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as { result?: { account: OwnAccount }; error?: ErrorBody } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.result) return resolve(body.result.account);
      if (body?.error) return reject(refusalFromBody(body.error));
      reject(new AppError(xhr.status === 413 ? 'payload-too-large' : 'internal', `The upload failed (the server answered ${xhr.status}). Please try again.`));
    };
    xhr.onerror = () => reject(new AppError('unavailable', 'Could not reach Meshmandi. Check your connection and try again.'));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
