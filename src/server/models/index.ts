/**
 * The models domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { createAnalysisQueue } from './analysis-queue';
export type { AnalysisQueue } from './analysis-queue';
export { createAnalysisPool } from './analysis-pool/analysis-pool';
export type { AnalysisPool } from './analysis-pool/analysis-pool';
export { onAnalysisFinished } from './analysis-pool/analysis-finished';
export type { AnalysisFinished } from './analysis-pool/analysis-finished';
export { modelsCallables } from './callables';
export { cardColumns, toModelCardItem } from './card-columns';
export { addToCounter } from './counters/add-to-counters';
export { liveCounts } from './counters/live-counts';
export { pruneCountMarks } from './counters/prune-count-marks';
export { recordDownload } from './counters/record-download';
export { rollUpCounters } from './counters/roll-up-counters';
export { DEMO_CREATORS } from './demo/catalogue/demo-creators';
export { DEMO_MODELS } from './demo/catalogue/demo-models';
export { renderMeshPreview } from './demo/render/render-mesh-preview';
export { encodeMesh } from './demo/writers/encode-mesh';
export { derivedModelFields } from './derived-fields';
export { attachmentDisposition } from './media/content-disposition';
export { etagMatches, resolveRange } from './media/http-range';
export { identifyVisitor } from './media/identify-visitor';
export { checkSlicerGrant } from './media/slicer-link';
export { modelZipStream } from './media/zip-stream';
export { MODEL_CONTENT_TYPES } from './model-content-types';
export { SLICER_LINK_PATH } from './model-urls';
export { toCreatorCard } from './model-mappers';
export { publishModel, sourceFile } from './publish-model';
export { makePreviewVariants } from './preview-variants';
export type { PreviewVariants } from './preview-variants';
export { refreshModelMedia } from './refresh-model-media';
export { renderMissingPreviewQueue, requestRenderedPreview } from './rendered-preview/render-missing-preview-queue';
export { requestMissingPreviews } from './rendered-preview/request-missing-previews';
export { findOrphanedFiles, sweepOrphanedFiles } from './sweep-orphaned-files';
export { MODELS_EVENTS } from './events';
