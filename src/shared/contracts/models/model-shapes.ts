import { z } from 'zod';
import { LICENCES, MODEL_FORMATS, VISIBILITIES } from '../../constants/model-rules';
import { PrintProfile } from '../../constants/print-profile';

export const ModelId = z
  .string({ error: (issue) => (issue.input === undefined ? 'modelId is required' : 'must be text') })
  .trim()
  .min(1, 'modelId is required')
  .max(64, 'at most 64 characters');

/** SPEC §3 previewImages item, plus the stored WebP widths (`url` is the largest). */
export const ModelPreview = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Width → URL, for srcset. */
  sizes: z.array(z.object({ width: z.number().int(), url: z.string() })),
});
export type ModelPreview = z.infer<typeof ModelPreview>;

/**
 * How ready a mesh is for a slicer (issue 33, decision 088), as trimesh counts once vertices are
 * merged by position. Overhang: faces more than 45° below horizontal, not on the bed, in mm².
 */
export const Printability = z.object({
  boundaryEdges: z.number().int(),
  nonManifoldEdges: z.number().int(),
  windingConsistent: z.boolean(),
  /**
   * Faces wound against the majority of their part (decision 095): 0 when the winding is consistent,
   * null when not counted (a file over the budget, or analysed before migration 0062).
   */
  flippedFaces: z.number().int().nullable(),
  shells: z.number().int(),
  degenerateFaces: z.number().int(),
  eulerNumber: z.number().int(),
  overhangArea: z.number(),
  overhangPercent: z.number(),
});
export type Printability = z.infer<typeof Printability>;

/**
 * Thin walls (issue 33, decision 094): the share of the surface, by area, whose wall measured inward
 * is under `minimumWall` mm, from `samples` points. Not estimated over the triangle budget
 * ('too-large') or on a surface with no closed inside ('not-closed'); then share and thinnest are null.
 */
export const ThinWalls = z.object({
  minimumWall: z.number(),
  thinPercent: z.number().nullable(),
  thinnest: z.number().nullable(),
  samples: z.number().int(),
  notEstimated: z.enum(['too-large', 'not-closed']).nullable(),
});
export type ThinWalls = z.infer<typeof ThinWalls>;

/** A mesh's measurements (server analysis); millimetres, mm², mm³. Null until analysed. */
export const MeshAnalysis = z.object({
  triangles: z.number().int(),
  sizeX: z.number(),
  sizeY: z.number(),
  sizeZ: z.number(),
  volume: z.number(),
  area: z.number(),
  watertight: z.boolean(),
  /** Null for a file analysed before printability was (migration 0056). */
  printability: Printability.nullable(),
  /** Null or absent for a file analysed before thin walls were estimated (migration 0061). */
  thinWalls: ThinWalls.nullable().optional(),
  /**
   * Whether the 3D view can highlight its problem areas (getFileProblemEdges, decisions 093, 096):
   * open or non-manifold edges, flipped faces or thin walls, any of them. Absent or false for a file
   * with none, or analysed before they were kept (migration 0060; 0064 for flipped faces and thin walls).
   */
  problemEdges: z.boolean().optional(),
});
export type MeshAnalysis = z.infer<typeof MeshAnalysis>;

export const ModelFile = z.object({
  id: z.string(),
  name: z.string(),
  format: z.enum(MODEL_FORMATS),
  size: z.number().int(),
  sha256: z.string(),
  url: z.string(),
  order: z.number().int(),
  analysisStatus: z.enum(['pending', 'running', 'done', 'failed', 'skipped']),
  analysisError: z.string().nullable(),
  analysis: MeshAnalysis.nullable(),
});
export type ModelFile = z.infer<typeof ModelFile>;

export const CreatorCard = z.object({
  uid: z.string(),
  username: z.string().nullable(),
  displayName: z.string(),
  photoURL: z.string().nullable(),
  isVerified: z.boolean(),
});
export type CreatorCard = z.infer<typeof CreatorCard>;

/** What a list or card shows. Counters as SPEC §3. */
export const ModelSummary = z.object({
  id: z.string(),
  uid: z.string(),
  userId: z.string(),
  title: z.string(),
  slug: z.string(),
  category: z.string(),
  visibility: z.enum(VISIBILITIES),
  thumbnail: z.string().nullable(),
  formats: z.array(z.enum(MODEL_FORMATS)),
  downloads: z.number().int(),
  likes: z.number().int(),
  views: z.number().int(),
  shares: z.number().int(),
  featured: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A file failed its analysis: only the owner sees the model, with the reason, until it is replaced. */
  analysisFailed: z.boolean(),
});
export type ModelSummary = z.infer<typeof ModelSummary>;

/** A model as a card in a list: its summary, its creator, and whether it is printable. */
export const ModelCardItem = ModelSummary.extend({
  creator: CreatorCard,
  watertight: z.boolean().nullable(),
  /** The stars a card shows (issue 12): the reviews' average and how many there are. */
  averageRating: z.number(),
  reviewCount: z.number().int(),
});
export type ModelCardItem = z.infer<typeof ModelCardItem>;

/** Every field of SPEC §3 "model" that is not private to the platform, plus ours. */
export const ModelDetail = ModelSummary.extend({
  description: z.string(),
  tags: z.array(z.string()),
  licence: z.enum(LICENCES),
  fileURL: z.string().nullable(),
  fileUrl: z.string().nullable(),
  zipUrl: z.string(),
  previewImages: z.array(ModelPreview),
  files: z.array(ModelFile),
  watertight: z.boolean().nullable(),
  /** Every mesh file is watertight, with no open or non-manifold edge, consistent winding and no degenerate face; null until known. */
  printableAsIs: z.boolean().nullable(),
  /** How the creator printed it (decision 092); every field null when not told. */
  printProfile: PrintProfile,
  isPlatformModel: z.boolean(),
  /** The creator's share in basis points (3000 = SPEC §9's 0.3); the money itself is in the ledger. */
  revenueShareBps: z.number().int().min(0).max(10000),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  /** Comments and replies on it, moved with each comment in its transaction. */
  commentCount: z.number().int(),
  /** Makes posted of it (decision 090), moved with each make in its transaction. */
  makeCount: z.number().int(),
  featuredAt: z.string().nullable(),
  /** Hidden by the moderators (issue 16): only its owner and admins can see it then, and it stays private until an admin restores it. */
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  lastViewedAt: z.string().nullable(),
  lastSharedAt: z.string().nullable(),
  lastReviewedAt: z.string().nullable(),
  creator: CreatorCard,
});
export type ModelDetail = z.infer<typeof ModelDetail>;
