import { ANALYSED_FORMATS } from '../../../../shared/constants/model-rules';
import type { ModelFile } from '../../../../shared/contracts/models/model-shapes';
import type { ModelFormat as ViewerFormat } from '../viewer/model-format';

export type ViewableFile = ModelFile & { format: ViewerFormat };

/** The files the 3D view can draw: the formats the server measures are the ones the viewer reads. */
export function viewableFiles(files: ModelFile[]): ViewableFile[] {
  return files.filter((f): f is ViewableFile => ANALYSED_FORMATS.includes(f.format));
}
