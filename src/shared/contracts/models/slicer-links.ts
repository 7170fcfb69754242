import { z } from 'zod';
import { SLICER_LINK_MINUTES } from '../../constants/slicers';
import { defineContract } from '../define-contract';
import { ModelId } from './model-shapes';

export const SlicerFileLink = z.object({
  fileId: z.string(),
  name: z.string(),
  /** Absolute (the site's PUBLIC_URL), signed for this file and this caller, and short-lived. */
  url: z.string(),
});
export type SlicerFileLink = z.infer<typeof SlicerFileLink>;

export const getSlicerLinks = defineContract({
  name: 'getSlicerLinks',
  summary: `Signed download links for a model's STL, OBJ and 3MF files, to hand to a desktop slicer through its URL scheme (prusaslicer://, bambustudio://, orcaslicer://, cura:// open?file=). Whoever may download the files may ask: anyone for a public model, only its owner and admins for a private one (others are told it is not found). Each link serves its one file for ${SLICER_LINK_MINUTES} minutes without a session, and a fetch of the whole file counts as a download, as the download link does; asking for links counts nothing.`,
  access: 'public',
  input: z.object({ modelId: ModelId }),
  output: z.object({ expiresAt: z.string(), files: z.array(SlicerFileLink) }),
});
