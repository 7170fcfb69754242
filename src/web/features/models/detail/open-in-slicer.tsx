import { SLICERS, SLICER_LINK_MINUTES, slicerHref } from '../../../../shared/constants/slicers';
import { buttonClasses } from '../../../components/ui/button';
import { useSlicerLinks } from '../api/get-slicer-links';

/**
 * Buttons that hand each STL, OBJ or 3MF file to a desktop slicer by its URL scheme, with a signed
 * link that works for minutes and needs no session (decision 092), so a private model's file
 * reaches only whoever may download it.
 */
export function OpenInSlicer({ modelId, hasSlicerFiles }: { modelId: string; hasSlicerFiles: boolean }) {
  const links = useSlicerLinks(modelId, hasSlicerFiles);
  if (!hasSlicerFiles || !links.data || links.data.files.length === 0) return null;
  return (
    <div data-testid="open-in-slicer">
      <h3 className="text-base font-semibold text-fg">Open in your slicer</h3>
      <ul className="mt-2 space-y-3">
        {links.data.files.map((file) => (
          <li key={file.fileId} data-testid="slicer-file" className="space-y-1.5">
            <p className="text-sm break-all text-fg">{file.name}</p>
            <div className="flex flex-wrap gap-2">
              {SLICERS.map((slicer) => (
                <a key={slicer.id} href={slicerHref(slicer, file.url)} className={buttonClasses('secondary', 'sm')} aria-label={`Open ${file.name} in ${slicer.label}`}>
                  {slicer.label}
                </a>
              ))}
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-fg-muted">
        The slicer must be installed. Each link works for {SLICER_LINK_MINUTES} minutes and is renewed while this page is open. PrusaSlicer and Bambu
        Studio may open links only from their own sites; if nothing happens, download the file and open it.
      </p>
    </div>
  );
}
