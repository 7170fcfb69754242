import { SLICER_FORMATS } from '../../../../shared/constants/slicers';
import type { ModelDetail } from '../../../../shared/contracts/models/model-shapes';
import { OpenInSlicer } from './open-in-slicer';
import { PrintProfilePanel } from './print-profile-panel';

/** Printing this model: how its creator printed it, and its files handed straight to a slicer (decision 092). */
export function PrintAndSlice({ model }: { model: Pick<ModelDetail, 'id' | 'printProfile' | 'files'> }) {
  const hasSlicerFiles = model.files.some((file) => SLICER_FORMATS.includes(file.format));
  const hasProfile = Object.values(model.printProfile).some((value) => value !== null);
  if (!hasSlicerFiles && !hasProfile) return null;
  return (
    <section aria-labelledby="print-heading" className="space-y-5 rounded-2xl border border-border bg-surface p-4">
      <h2 id="print-heading" className="text-lg font-semibold text-fg">
        Printing
      </h2>
      <PrintProfilePanel profile={model.printProfile} />
      <OpenInSlicer modelId={model.id} hasSlicerFiles={hasSlicerFiles} />
    </section>
  );
}
