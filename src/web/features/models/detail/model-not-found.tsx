import { SearchX } from 'lucide-react';
import { NotFoundScreen } from '../../../components/status-screen/not-found-screen';

/** A missing model and one the visitor may not see look the same, so a private model's existence is not revealed. */
export function ModelNotFound() {
  return (
    <NotFoundScreen visual={<SearchX className="size-12 text-fg-muted" aria-hidden="true" />} title="Model not found">
      This model may have been removed by its creator, or the link may be mistyped.
    </NotFoundScreen>
  );
}
