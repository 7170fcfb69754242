import { z } from 'zod';
import { LICENCES, MODEL_CATEGORIES, PREVIEW_IMAGE_EXTENSIONS, PREVIEWS_MAX, DEFAULT_LICENCE, type Licence, type ModelCategory } from '../constants/model-rules';
import { ModelDescription, ModelTags, ModelTitle } from '../constants/model-fields';
import { UPLOAD_FILE_NAME_MAX_LENGTH } from '../constants/upload-file-names';
import { CsvError, parseCsv } from './csv';

export const MANIFEST_FORMATS = ['csv', 'json'] as const;
export type ManifestFormat = (typeof MANIFEST_FORMATS)[number];
export const MANIFEST_COLUMNS = ['file', 'title', 'description', 'category', 'tags', 'license', 'images'] as const;
const REQUIRED_COLUMNS = ['file', 'title', 'category'] as const;
/** A batch is what one admin can follow on one screen and publish in a sitting. */
export const MANIFEST_MAX_ROWS = 500;
/** Under the 1 MB request limit once sent as JSON; 500 rows of a long description fit. */
export const MANIFEST_MAX_CHARS = 800_000;

export interface ManifestRow {
  /** 1-based: the first row under a CSV's header, or the first element of a JSON array. */
  rowNumber: number;
  fileName: string;
  title: string;
  description: string;
  category: ModelCategory;
  tags: string[];
  licence: Licence;
  imageNames: string[];
}

export interface ManifestProblem {
  row: number | null;
  field: string;
  message: string;
}

/** A manifest that cannot become a batch, with every problem found by row and field. */
export class ManifestError extends Error {
  override name = 'ManifestError';
  constructor(readonly problems: ManifestProblem[]) {
    const shown = problems.slice(0, 8).map(describeProblem);
    const more = problems.length > shown.length ? ` (and ${problems.length - shown.length} more)` : '';
    super(`${shown.join('; ')}${more}`);
  }
}

export function describeProblem({ row, field, message }: ManifestProblem): string {
  return row === null ? `${field}: ${message}` : `row ${row}, ${field}: ${message}`;
}

/** Category and licence by their listed spelling, whatever the case the spreadsheet used. */
const byLowerCase = <T extends string>(values: readonly T[]) => new Map(values.map((value) => [value.toLowerCase(), value]));
const CATEGORIES = byLowerCase(MODEL_CATEGORIES);
const LICENCE_NAMES = byLowerCase(LICENCES);

const FileName = z
  .string()
  .trim()
  .min(1, 'is required: the name of the model file')
  .max(UPLOAD_FILE_NAME_MAX_LENGTH, `must be at most ${UPLOAD_FILE_NAME_MAX_LENGTH} characters`)
  .refine((name) => !/[\\/]/.test(name), 'a file name, without folders');
const ImageName = FileName.refine(
  (name) => PREVIEW_IMAGE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension)),
  `each image must be ${PREVIEW_IMAGE_EXTENSIONS.join(', ')}`,
);
const ListField = z.union([z.string().transform((text) => text.split(/[;,]/).map((part) => part.trim()).filter(Boolean)), z.array(z.string())]);
const RawRow = z.object({
  file: FileName,
  title: ModelTitle,
  description: ModelDescription.default(''),
  category: z.string().trim().transform((value, ctx) => CATEGORIES.get(value.toLowerCase()) ?? (ctx.addIssue({ code: 'custom', message: 'must be one of the listed categories' }), z.NEVER)),
  tags: ListField.default([]).pipe(ModelTags),
  license: z
    .string()
    .trim()
    .default('')
    .transform((value, ctx) => (value === '' ? DEFAULT_LICENCE : (LICENCE_NAMES.get(value.toLowerCase()) ?? (ctx.addIssue({ code: 'custom', message: `must be one of ${LICENCES.join(', ')}` }), z.NEVER)))),
  images: ListField.default([]).pipe(z.array(ImageName).max(PREVIEWS_MAX, `at most ${PREVIEWS_MAX} images`)),
});

/** "licence" is the house spelling; the manifest's column is "license" as the spec's field is, and either is read. */
function normaliseKey(key: string): string {
  const lower = key.trim().toLowerCase();
  return lower === 'licence' ? 'license' : lower;
}

function recordsFromCsv(text: string): Record<string, string>[] {
  let records: string[][];
  try {
    records = parseCsv(text).filter((record) => record.some((field) => field.trim() !== ''));
  } catch (error) {
    if (error instanceof CsvError) throw new ManifestError([{ row: null, field: 'manifest', message: error.message }]);
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) throw new ManifestError([{ row: null, field: 'manifest', message: 'is empty: write a header row and one row per model' }]);
  const columns = header.map(normaliseKey);
  checkColumns(columns);
  return rows.map((fields, index) => {
    if (fields.length !== columns.length) {
      throw new ManifestError([{ row: index + 1, field: 'manifest', message: `has ${fields.length} fields where the header has ${columns.length}` }]);
    }
    return Object.fromEntries(columns.map((column, i) => [column, fields[i] ?? '']));
  });
}

function recordsFromJson(text: string): Record<string, unknown>[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ManifestError([{ row: null, field: 'manifest', message: `is not valid JSON (${error instanceof Error ? error.message : 'unreadable'})` }]);
  }
  if (!Array.isArray(parsed)) throw new ManifestError([{ row: null, field: 'manifest', message: 'must be a JSON array with one object per model' }]);
  const problems: ManifestProblem[] = [];
  const records = parsed.map((item, index) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      problems.push({ row: index + 1, field: 'manifest', message: 'must be an object with file, title, category…' });
      return {};
    }
    const record = Object.fromEntries(Object.entries(item).map(([key, value]) => [normaliseKey(key), value]));
    const unknown = Object.keys(record).filter((key) => !(MANIFEST_COLUMNS as readonly string[]).includes(key));
    if (unknown.length > 0) problems.push({ row: index + 1, field: unknown[0]!, message: `is not a manifest field (use ${MANIFEST_COLUMNS.join(', ')})` });
    return record;
  });
  if (problems.length > 0) throw new ManifestError(problems);
  return records;
}

function checkColumns(columns: string[]): void {
  const problems: ManifestProblem[] = [];
  for (const column of REQUIRED_COLUMNS) if (!columns.includes(column)) problems.push({ row: null, field: column, message: 'the header has no such column' });
  for (const column of columns) {
    if (!(MANIFEST_COLUMNS as readonly string[]).includes(column)) problems.push({ row: null, field: column || '(blank)', message: `is not a manifest column (use ${MANIFEST_COLUMNS.join(', ')})` });
  }
  const repeated = columns.find((column, i) => columns.indexOf(column) !== i);
  if (repeated) problems.push({ row: null, field: repeated, message: 'appears twice in the header' });
  if (problems.length > 0) throw new ManifestError(problems);
}

/**
 * Reads a CSV (header row) or JSON (array of objects) manifest into checked rows. Every problem of
 * every row is gathered, so one answer names all that needs fixing; any problem refuses the whole
 * manifest, since a batch half the spreadsheet long would surprise whoever wrote it.
 */
export function parseManifest(text: string, format: ManifestFormat): ManifestRow[] {
  if (text.trim() === '') throw new ManifestError([{ row: null, field: 'manifest', message: 'is empty: write a header row and one row per model' }]);
  if (text.length > MANIFEST_MAX_CHARS) throw new ManifestError([{ row: null, field: 'manifest', message: `must be at most ${MANIFEST_MAX_CHARS} characters` }]);
  const records = format === 'csv' ? recordsFromCsv(text) : recordsFromJson(text);
  if (records.length === 0) throw new ManifestError([{ row: null, field: 'manifest', message: 'has no rows: add one row per model' }]);
  if (records.length > MANIFEST_MAX_ROWS) throw new ManifestError([{ row: null, field: 'manifest', message: `has ${records.length} rows; at most ${MANIFEST_MAX_ROWS} a batch` }]);
  const problems: ManifestProblem[] = [];
  const rows: ManifestRow[] = [];
  records.forEach((record, index) => {
    const rowNumber = index + 1;
    const checked = RawRow.safeParse(record);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'manifest');
        problems.push({ row: rowNumber, field, message: issue.code === 'invalid_type' && issue.input === undefined ? 'is required' : issue.message });
      }
      return;
    }
    const { file, license, images, ...rest } = checked.data;
    rows.push({ rowNumber, fileName: file, licence: license, imageNames: images, ...rest });
  });
  if (problems.length > 0) throw new ManifestError(problems);
  return rows;
}
