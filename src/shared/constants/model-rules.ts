import type { PrintProfile } from './print-profile';
// No zod here: the browser's first load of explore and a model page reads these lists and limits.
/** ORIGINAL-FACTS "Model fields": the 61 categories, in the original's order. */
export const MODEL_CATEGORIES = [
  'Architecture', 'Buildings', 'Cityscape', 'Interior Design', 'Exterior', 'Landscapes',
  'Characters', 'People', 'Anatomy', 'Fantasy', 'Cartoons', 'Creatures', 'Vehicles', 'Cars', 'Aircraft', 'Watercraft',
  'Space', 'Furniture', 'Furnishings', 'Office', 'Household', 'Kitchenware', 'Appliances', 'Lighting', 'Tableware',
  'Electronics', 'Technology', 'Robots', 'Nature', 'Plants', 'Trees', 'Animals', 'Props', 'Tools', 'Weapons', 'Military',
  'Machinery', 'Industrial', 'Construction', 'Materials', 'Product Design', 'Art', 'Textures', 'Fashion', 'Jewelry',
  'Shoes', 'Food', 'Food & Drink', 'Sports', 'Music', 'Gaming', 'Game Ready', 'Low Poly', 'AR/VR', '3D Printing',
  'Sci-Fi', 'Medical', 'Education', 'Historical', 'Toys', 'Other',
] as const;
export type ModelCategory = (typeof MODEL_CATEGORIES)[number];

export const LICENCES = ['CC-BY-4.0', 'CC-BY-SA-4.0', 'CC-BY-NC-4.0', 'CC0', 'Custom'] as const;
export type Licence = (typeof LICENCES)[number];
export const DEFAULT_LICENCE: Licence = 'CC-BY-4.0';

export const LICENCE_LABELS: Record<Licence, string> = {
  'CC-BY-4.0': 'Creative Commons Attribution 4.0',
  'CC-BY-SA-4.0': 'Creative Commons Attribution-ShareAlike 4.0',
  'CC-BY-NC-4.0': 'Creative Commons Attribution-NonCommercial 4.0',
  CC0: 'Public domain (CC0)',
  Custom: 'Custom licence (see the description)',
};

/** File formats a model may carry, as the server names them after checking the bytes. */
export const MODEL_FORMATS = ['stl', 'obj', '3mf', 'ply', 'glb', 'gltf', 'fbx', '3ds', 'dae', 'zip'] as const;
export type ModelFormat = (typeof MODEL_FORMATS)[number];
/** Formats the server measures and the browser shows in 3D. */
export const ANALYSED_FORMATS: readonly ModelFormat[] = ['stl', 'obj', '3mf', 'ply', 'glb', 'gltf'];
export const MODEL_FILE_EXTENSIONS = MODEL_FORMATS.map((f) => `.${f}`);
export const PREVIEW_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp'] as const;

export const VISIBILITIES = ['public', 'private'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const SHARE_PLATFORMS = ['copy', 'whatsapp', 'x', 'facebook', 'pinterest', 'reddit', 'email'] as const;
export type SharePlatform = (typeof SHARE_PLATFORMS)[number];

/** What a creator fills in about a model, once checked. */
export interface ModelMetadata {
  title: string;
  description: string;
  category: ModelCategory;
  tags: string[];
  licence: Licence;
  visibility: Visibility;
  /** Decision 092: given, it replaces the model's print profile. */
  printProfile?: PrintProfile | undefined;
}

export const TITLE_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2000;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
export const MODEL_FILES_MAX = 20;
export const PREVIEWS_MAX = 8;
export const PREVIEW_MAX_BYTES = 5 * 1024 * 1024;
/** The default; the server's MODEL_FILE_MAX_MB setting may change it and getSiteInfo tells the browser. */
export const MODEL_FILE_MAX_BYTES_DEFAULT = 250 * 1024 * 1024;
/** WebP widths stored for every preview image; the largest is the gallery's. */
export const PREVIEW_WIDTHS = [400, 800, 1600] as const;
/** SPEC §9's creator share of a model's earnings (0.3), in basis points: money is whole numbers. */
export const REVENUE_SHARE_BPS = 3000;
export const RELATED_MODELS_DEFAULT = 4;
/** SPEC §9 upload progress, in percent. */
export const UPLOAD_PROGRESS = { uploadEnd: 50, processing: 50, previewsStart: 60, previewsEnd: 80, metadata: 80, complete: 100 } as const;
export const VIEW_WINDOW_MINUTES = 30;

/** URL-friendly form of a title: lower case ASCII words joined by hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'model';
}

/** The name of a preview drawn from the model itself, in the browser or on the server: '{title-slug}-free-3d-model-render-1.webp'. */
export function renderedPreviewName(title: string, extension: 'webp' | 'png' = 'webp'): string {
  return `${slugify(title)}-free-3d-model-render-1.${extension}`;
}
