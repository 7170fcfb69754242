import { AppError } from '../../shared/app-error';
import type { ModelFormat } from '../../shared/constants/model-rules';
import type { Storage } from '../storage/storage';
import { modelFileKey } from '../storage/keys';
import type { AnalysisPool } from './analysis-pool/analysis-pool';
import { AnalysisWorkerError } from './analysis-pool/analysis-worker-error';
import { MeshFormatError, type MeshAnalysis, type ProblemAreas } from './analysis/mesh-analysis';
import { checkModelFile } from './check-model-file';
import { displayFileName, storageFileName } from './clean-file-name';
import { copyFileToStorage } from './hashing-copy';
import { MODEL_CONTENT_TYPES } from './model-content-types';
import { printabilityColumns, type PrintabilityColumns } from './printability-columns';
import { newId } from '../db/new-id';

export interface SourceFile {
  path: string;
  fileName: string;
  size: number;
}

export interface CheckedModelFile extends SourceFile {
  format: ModelFormat;
  analysed: boolean;
  /** The measurements taken before publishing; absent when the analyser itself broke (the queue retries). */
  analysis?: MeshAnalysis;
}

/** The analysis columns of a model_files row, filled at publish time when the file was measured then. */
interface AnalysisColumns extends Partial<PrintabilityColumns> {
  triangles?: number;
  sizeX?: number;
  sizeY?: number;
  sizeZ?: number;
  volume?: number | null;
  area?: number;
  watertight?: boolean;
  analysedAt?: Date;
}

export interface StoredModelFile extends AnalysisColumns {
  id: string;
  name: string;
  format: ModelFormat;
  size: number;
  sha256: string;
  storageKey: string;
  position: number;
  analysisStatus: 'pending' | 'skipped' | 'done';
  /** Measured before publishing: where its problem edges, flipped faces and thin walls are (decisions 093, 096), not a column. */
  problemAreas?: ProblemAreas | null;
}

/**
 * Every file a mesh analyser reads is measured before publishing (issue 9): a file the analysis
 * cannot read is refused with its reason, so no model is published whose analysis then fails.
 */
async function analyseBeforePublish(pool: AnalysisPool, path: string, fileName: string, format: ModelFormat): Promise<MeshAnalysis | undefined> {
  try {
    return await pool.run({ kind: 'analyse-file', path, format });
  } catch (error) {
    if (error instanceof MeshFormatError) throw new AppError('invalid-argument', `${fileName}: ${error.message}`);
    // Its worker ended (memory cap, time, crash): publish, and the background analysis stores why.
    if (error instanceof AnalysisWorkerError) return undefined;
    // The disk failing (an error with a syscall) is not the file's fault: publish, and let the
    // background worker measure it later.
    if (error instanceof Error && 'syscall' in error) return undefined;
    // Anything else came from reading these bytes (damaged ZIP data in a 3MF, say): a file the
    // analysis cannot read is refused now rather than published to fail later.
    throw new AppError('invalid-argument', `${fileName}: This file is damaged and cannot be read as ${format.toUpperCase()}. Please export it again.`);
  }
}

/** Checks every file before anything is stored, so a bad third file leaves nothing of the first two. */
export async function prepareModelFiles(
  pool: AnalysisPool,
  sources: SourceFile[],
  onRejected?: (kind: 'model', index: number) => Promise<void>,
): Promise<CheckedModelFile[]> {
  const checked: CheckedModelFile[] = [];
  for (const [index, source] of sources.entries()) {
    try {
      const name = displayFileName(source.fileName);
      const { format, analysed } = await checkModelFile(source.path, name, source.size);
      const analysis = analysed ? await analyseBeforePublish(pool, source.path, name, format) : undefined;
      checked.push({ ...source, format, analysed, ...(analysis ? { analysis } : {}) });
    } catch (error) {
      await onRejected?.('model', index);
      throw error;
    }
  }
  return checked;
}

/**
 * The object's name in storage carries the file's own id, so it is unique without asking what
 * else is stored: two saves of one model at once can never pick the same key and overwrite each
 * other's file. People never see it: downloads use the file's display name.
 */
function storageNameFor(file: CheckedModelFile, id: string): string {
  const name = storageFileName(file.fileName, file.format);
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}-${id}${name.slice(dot)}`;
}

/** Streams checked files into the model's folder; positions continue from `firstPosition`. */
export async function storeModelFiles(
  storage: Storage,
  userId: string,
  modelId: string,
  files: CheckedModelFile[],
  firstPosition: number,
): Promise<StoredModelFile[]> {
  const stored: StoredModelFile[] = [];
  for (const [i, file] of files.entries()) {
    const id = newId();
    const name = storageNameFor(file, id);
    const storageKey = modelFileKey(userId, modelId, name);
    const { size, sha256 } = await copyFileToStorage(storage, file.path, storageKey, MODEL_CONTENT_TYPES[file.format]);
    stored.push({
      id,
      name: withOriginalName(file.fileName, name),
      format: file.format,
      size,
      sha256,
      storageKey,
      position: firstPosition + i,
      ...(file.analysis ? analysisColumns(file.analysis) : { analysisStatus: file.analysed ? 'pending' : 'skipped' }),
    });
  }
  return stored;
}

function analysisColumns(result: MeshAnalysis): AnalysisColumns & Pick<StoredModelFile, 'problemAreas'> & { analysisStatus: 'done' } {
  return {
    analysisStatus: 'done',
    triangles: result.triangles,
    sizeX: result.size.x,
    sizeY: result.size.y,
    sizeZ: result.size.z,
    volume: result.volume,
    area: result.surfaceArea,
    watertight: result.watertight,
    ...printabilityColumns(result),
    analysedAt: new Date(),
    problemAreas: result.problemAreas,
  };
}

/** Downloads keep the creator's own name (Unicode included), with the extension the content proved. */
function withOriginalName(raw: string, storedName: string): string {
  const display = displayFileName(raw);
  const extension = storedName.slice(storedName.lastIndexOf('.'));
  return display.toLowerCase().endsWith(extension) ? display : `${display.replace(/\.[^.]*$/, '')}${extension}`;
}
