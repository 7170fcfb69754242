import type { LICENCES, MODEL_FORMATS, Visibility } from '../../shared/constants/model-rules';
import type { CreatorCard, ModelDetail, ModelFile, ModelPreview, ModelSummary, Printability, ThinWalls } from '../../shared/contracts/models/model-shapes';
import type { ModelFileRow, ModelPreviewRow, ModelRow, UserRow } from '../db/schema';
import { modelFileUrl, modelZipUrl, previewUrl } from './model-urls';
import { toPrintProfile } from './print-profile-fields';

type Format = (typeof MODEL_FORMATS)[number];

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The model columns a summary is made from: all but the page's JSON views and the search-only columns. */
/** What a card reads of a model (media/summary-columns.ts). */
export type SummaryRow = Pick<
  ModelRow,
  | 'id' | 'userId' | 'title' | 'slug' | 'category' | 'visibility' | 'thumbnail' | 'formats' | 'downloads' | 'likes' | 'views'
  | 'shares' | 'featured' | 'createdAt' | 'updatedAt' | 'analysisFailed' | 'watertight' | 'averageRating' | 'reviewCount'
>;

export function toModelSummary(row: SummaryRow): ModelSummary {
  return {
    id: row.id,
    uid: row.id,
    userId: row.userId,
    title: row.title,
    slug: row.slug,
    category: row.category,
    visibility: row.visibility,
    thumbnail: row.thumbnail,
    formats: row.formats as Format[],
    downloads: row.downloads,
    likes: row.likes,
    views: row.views,
    shares: row.shares,
    featured: row.featured,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    analysisFailed: row.analysisFailed,
  };
}

export function toModelPreview(row: ModelPreviewRow, visibility: Visibility): ModelPreview {
  const widths = [...row.widths].sort((a, b) => a - b);
  const sizes = widths.map((width) => ({ width, url: previewUrl(row.modelId, row.id, width, visibility) }));
  return {
    id: row.id,
    url: sizes.at(-1)?.url ?? '',
    name: row.name,
    order: row.position,
    width: row.width,
    height: row.height,
    sizes,
  };
}

export function toModelFile(row: ModelFileRow): ModelFile {
  const analysed =
    row.analysisStatus === 'done' && row.triangles !== null && row.sizeX !== null && row.sizeY !== null && row.sizeZ !== null;
  return {
    id: row.id,
    name: row.name,
    format: row.format as Format,
    size: row.size,
    sha256: row.sha256,
    url: modelFileUrl(row.modelId, row.id, row.name),
    order: row.position,
    analysisStatus: row.analysisStatus,
    analysisError: row.analysisError,
    analysis: analysed
      ? {
          triangles: row.triangles ?? 0,
          sizeX: row.sizeX ?? 0,
          sizeY: row.sizeY ?? 0,
          sizeZ: row.sizeZ ?? 0,
          volume: row.volume ?? 0,
          area: row.area ?? 0,
          watertight: row.watertight ?? false,
          printability: toPrintability(row),
          thinWalls: toThinWalls(row),
          problemEdges: row.problemEdgesKept,
        }
      : null,
  };
}

/**
 * A file's printability columns; null when it was analysed before they existed (decision 088). The
 * flipped-face count may be null on its own: not counted, or analysed before migration 0062 (decision 095).
 */
function toPrintability(row: ModelFileRow): Printability | null {
  const { boundaryEdges, nonManifoldEdges, windingConsistent, flippedFaces, shells, degenerateFaces, eulerNumber, overhangArea } = row;
  if (boundaryEdges === null || nonManifoldEdges === null || windingConsistent === null || shells === null) return null;
  if (degenerateFaces === null || eulerNumber === null || overhangArea === null) return null;
  const area = row.area ?? 0;
  return {
    boundaryEdges, nonManifoldEdges, windingConsistent, flippedFaces, shells, degenerateFaces, eulerNumber, overhangArea,
    overhangPercent: area > 0 ? (overhangArea / area) * 100 : 0,
  };
}

/** A file's thin-wall columns; null when it was analysed before they existed (decision 094). */
function toThinWalls(row: ModelFileRow): ThinWalls | null {
  if (row.thinWallMinimum === null || row.thinWallSamples === null) return null;
  const notEstimated = row.thinWallNotEstimated;
  return {
    minimumWall: row.thinWallMinimum,
    thinPercent: row.thinWallPercent,
    thinnest: row.thinWallThinnest,
    samples: row.thinWallSamples,
    notEstimated: notEstimated === 'too-large' || notEstimated === 'not-closed' ? notEstimated : null,
  };
}

/**
 * The page's stored view of a file, written before migration 0056, has no printability: it reads as
 * unknown. One written before migration 0062 has printability without the flipped-face count: unknown too.
 */
function withPrintabilityKnown(file: ModelFile): ModelFile {
  const analysis = file.analysis;
  if (!analysis) return file;
  if (analysis.printability === undefined) return { ...file, analysis: { ...analysis, printability: null } };
  if (analysis.printability && analysis.printability.flippedFaces === undefined) {
    return { ...file, analysis: { ...analysis, printability: { ...analysis.printability, flippedFaces: null } } };
  }
  return file;
}

/** A creator as a card shows them: `isVerified` is the verified creator badge (decision 077), not the e-mail's state. */
export function toCreatorCard(user: Pick<UserRow, 'id' | 'username' | 'displayName' | 'photoURL' | 'creatorVerifiedAt'>): CreatorCard {
  return {
    uid: user.id,
    username: user.username,
    displayName: user.displayName,
    photoURL: user.photoURL,
    isVerified: user.creatorVerifiedAt !== null,
  };
}

export function toModelDetail(row: ModelRow, creator: UserRow): ModelDetail {
  return {
    ...toModelSummary(row),
    description: row.description,
    tags: row.tags,
    licence: row.licence as (typeof LICENCES)[number],
    fileURL: row.fileUrl,
    fileUrl: row.fileUrl,
    zipUrl: modelZipUrl(row.id),
    previewImages: row.previewsView,
    files: row.filesView.map(withPrintabilityKnown),
    watertight: row.watertight,
    printableAsIs: row.printableAsIs,
    printProfile: toPrintProfile(row),
    isPlatformModel: row.isPlatformModel,
    revenueShareBps: row.revenueShareBps,
    averageRating: row.averageRating,
    reviewCount: row.reviewCount,
    commentCount: row.commentCount,
    makeCount: row.makeCount,
    featuredAt: iso(row.featuredAt),
    hiddenAt: iso(row.hiddenAt),
    hiddenReason: row.hiddenReason,
    lastViewedAt: iso(row.lastViewedAt),
    lastSharedAt: iso(row.lastSharedAt),
    lastReviewedAt: iso(row.lastReviewedAt),
    creator: toCreatorCard(creator),
  };
}
