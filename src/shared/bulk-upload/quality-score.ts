import { MODEL_FILE_EXTENSIONS } from '../constants/model-rules';

/** ORIGINAL-FACTS "Bulk upload": the quality rule, term by term. */
export const QUALITY_RULE = {
  base: 30,
  title: { points: 15, minLength: 8 },
  description: { points: 20, minLength: 180 },
  tags: { points: 15, minCount: 6 },
  images: { points: 15, minCount: 3 },
  format: { points: 5 },
  ready: 70,
} as const;

export type QualityTerm = 'title' | 'description' | 'tags' | 'images' | 'format';
export const QUALITY_TERMS: readonly QualityTerm[] = ['title', 'description', 'tags', 'images', 'format'];

export interface QualityInput {
  title: string;
  description: string;
  tags: readonly string[];
  imageCount: number;
  fileName: string;
}

export interface QualityScore {
  score: number;
  /** The points each term earned (0 when it was missed); the base is always earned. */
  parts: Record<QualityTerm, number>;
  ready: boolean;
}

/** Characters as a person counts them (an emoji or a Devanagari letter is one), not UTF-16 units. */
const length = (text: string) => [...text.trim()].length;

export function isRecognisedFormat(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return MODEL_FILE_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The score of one manifest row: 30 base, and each term's points when its threshold is met; 70 or more is ready. */
export function qualityScore(input: QualityInput): QualityScore {
  const rule = QUALITY_RULE;
  const parts: Record<QualityTerm, number> = {
    title: length(input.title) >= rule.title.minLength ? rule.title.points : 0,
    description: length(input.description) >= rule.description.minLength ? rule.description.points : 0,
    tags: input.tags.length >= rule.tags.minCount ? rule.tags.points : 0,
    images: input.imageCount >= rule.images.minCount ? rule.images.points : 0,
    format: isRecognisedFormat(input.fileName) ? rule.format.points : 0,
  };
  const score = rule.base + QUALITY_TERMS.reduce((sum, term) => sum + parts[term], 0);
  return { score, parts, ready: score >= rule.ready };
}
