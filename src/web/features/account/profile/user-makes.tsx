import { MakeGallery } from '../../../components/makes/make-gallery';
import { LoadFailed } from '../../../components/ui/load-failed';
import { LoadMore } from '../../../components/ui/load-more';
import { Spinner } from '../../../components/ui/spinner';
import { useUserMakes } from '../../../lib/makes';

/** The profile's Makes tab (decision 090): what this person printed, newest first, each naming its model. */
export function UserMakes({ userId, name, isOwn }: { userId: string; name: string; isOwn: boolean }) {
  const query = useUserMakes(userId);
  if (query.isPending) return <Spinner label="Loading makes…" className="py-8" />;
  if (query.isError && !query.data) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} lead="The makes could not be loaded." />;
  const makes = query.data.pages.flatMap((page) => page.makes);
  if (makes.length === 0) return <p className="text-sm text-fg-muted">{isOwn ? 'You have not posted a make yet. Printed a model? Post it on the model’s page.' : `${name} has not posted a make yet.`}</p>;
  return (
    <div className="space-y-4">
      <MakeGallery makes={makes} show="model" label={`Makes by ${name}`} />
      <LoadMore query={query} failedLead="More makes could not be loaded." />
    </div>
  );
}
