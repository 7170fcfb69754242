import { Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { useSession } from '../../lib/session';

/** The call to share a model. Visitors follow the same link and sign in first (the upload route asks them to). */
export function UploadInvite() {
  const { account } = useSession();
  return (
    <section aria-labelledby="upload-heading" className="mx-auto max-w-6xl px-4 py-14">
      <div className="flex flex-col items-center gap-5 rounded-3xl bg-brand px-6 py-12 text-center text-brand-fg sm:px-12">
        <Upload className="size-10" aria-hidden="true" />
        <h2 id="upload-heading" className="text-2xl font-bold sm:text-3xl">
          Made something? Share it with the community
        </h2>
        <p className="max-w-2xl text-lg opacity-90">
          Upload your STL, OBJ, 3MF or GLB files with a few pictures, choose a licence, and your model is live in minutes. Uploading is free.
        </p>
        <Link to="/upload" className={buttonClasses('secondary', 'md', 'border-transparent')}>
          Upload a model
        </Link>
        {!account && <p className="text-sm opacity-90">You'll log in or create a free account first.</p>}
      </div>
    </section>
  );
}
