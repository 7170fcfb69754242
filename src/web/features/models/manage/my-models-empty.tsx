import { Box, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

/** A first-time creator's My Models: say what belongs here and how to get it here. */
export function MyModelsEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-surface px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-soft">
        <Box className="size-8 text-brand" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold text-fg">You haven't uploaded any models yet</h2>
      <p className="max-w-md text-fg-muted">Share your first 3D model with the community. Add the files and a few preview images, choose a licence, and it's live.</p>
      <Link to="/upload" className={buttonClasses('primary')}>
        <Upload className="size-4" aria-hidden="true" /> Upload your first model
      </Link>
    </div>
  );
}
