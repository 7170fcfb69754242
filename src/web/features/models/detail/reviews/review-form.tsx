import { useState, type FormEvent } from 'react';
import type { ReviewItem } from '../../../../../shared/contracts/community/reviews';
import { REVIEW_COMMENT_MAX_LENGTH } from '../../../../../shared/constants/community-rules';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useDeleteReview, useSubmitReview } from '../../api/reviews';
import { StarInput } from './star-input';

/**
 * The viewer's own review: stars and an optional comment, sent as new or as an update of theirs
 * (one per person, issue 12), and a Delete for theirs. The server checks every rule again.
 */
export function ReviewForm({ modelId, mine }: { modelId: string; mine: ReviewItem | null }) {
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmitReview(modelId);
  const remove = useDeleteReview(modelId);
  const busy = submit.isPending || remove.isPending;

  function send(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) return;
    setDone(null);
    remove.reset();
    submit.mutate({ rating, comment }, { onSuccess: (result) => setDone(result.isNew ? 'Thanks, your review is posted.' : 'Your review is updated.') });
  }

  function deleteMine() {
    if (!mine) return;
    setDone(null);
    submit.reset();
    remove.mutate(mine.id, {
      onSuccess: () => {
        setRating(0);
        setComment('');
        setDone('Your review is deleted.');
      },
    });
  }

  return (
    <form onSubmit={send} aria-label={mine ? 'Your review' : 'Write a review'} className="space-y-3 rounded-2xl border border-border bg-surface p-4">
      <StarInput value={rating} onChange={setRating} disabled={busy} />
      <div className="space-y-1.5">
        <label htmlFor={`${modelId}-review-comment`} className="block text-sm font-medium text-fg">
          Comment <span className="font-normal text-fg-muted">(optional)</span>
        </label>
        <textarea
          id={`${modelId}-review-comment`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={REVIEW_COMMENT_MAX_LENGTH}
          disabled={busy}
          aria-describedby={`${modelId}-review-count`}
          rows={3}
          className="block min-h-20 w-full rounded-lg border border-border bg-surface px-3 py-2.5 text-base text-fg placeholder:text-fg-muted focus:border-brand focus:ring-2 focus:ring-ring/40 focus:outline-none"
          placeholder="What did you like? How did it print?"
        />
        <p id={`${modelId}-review-count`} className="text-right text-xs text-fg-muted tabular-nums">
          {comment.length}/{REVIEW_COMMENT_MAX_LENGTH}
        </p>
      </div>
      {submit.isError && <Alert>Your review could not be saved. {errorMessage(submit.error)}</Alert>}
      {remove.isError && <Alert>Your review could not be deleted. {errorMessage(remove.error)}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={busy || rating < 1}>
          {submit.isPending ? 'Saving...' : mine ? 'Update review' : 'Submit review'}
        </Button>
        {mine && (
          <Button variant="secondary" size="sm" disabled={busy} onClick={deleteMine}>
            {remove.isPending ? 'Deleting...' : 'Delete review'}
          </Button>
        )}
      </div>
    </form>
  );
}
