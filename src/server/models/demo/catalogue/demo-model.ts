import type { Licence, ModelCategory } from '../../../../shared/constants/model-rules';
import type { Mesh } from '../mesh/mesh';

/** The categories demo models use: a subset of the site's list, so a typo fails to compile. */
export type DemoCategory = Extract<ModelCategory,
  '3D Printing' | 'Tools' | 'Household' | 'Toys' | 'Furniture' | 'Art' | 'Kitchenware' | 'Gaming' | 'Robots' | 'Space' |
  'Office' | 'Lighting' | 'Jewelry' | 'Machinery' | 'Product Design'>;

export type DemoLicence = Extract<Licence, 'CC-BY-4.0' | 'CC-BY-SA-4.0' | 'CC-BY-NC-4.0' | 'CC0'>;

export type DemoFormat = 'stl' | 'obj' | 'ply';

/** One model of the demo catalogue: what a creator would fill in on the upload form, and the mesh. */
export interface DemoModel {
  /** Stable and unique: seeding uses it to find a model it already made. */
  key: string;
  title: string;
  description: string;
  category: DemoCategory;
  tags: string[];
  licence: DemoLicence;
  format: DemoFormat;
  /** The `username` of the demo creator who uploads it. */
  creator: string;
  /** The model's colour in its preview image, #rrggbb. */
  colour: string;
  build: () => Mesh;
}

export interface DemoCreator {
  username: string;
  displayName: string;
  bio: string;
}
