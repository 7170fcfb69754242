import { useFollowedModels } from '../../lib/followed-models';
import { ModelRowSection } from './model-row-section';

/**
 * "From people you follow" on the home page, for a signed-in viewer (a chunk of its own, loaded
 * only for them). Nothing while it loads, and nothing when they follow nobody or those people
 * have no public models: the home page reads as complete without it.
 */
export default function FollowedModelsRow() {
  const query = useFollowedModels();
  const models = query.data?.pages[0]?.models;
  if (!models || models.length === 0) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-12">
      <ModelRowSection id="following" title="From people you follow" description="The newest models of the creators you follow." models={models} />
    </div>
  );
}
