import type { DemoModel } from './demo-model';
import { ANANYA_MODELS } from './models-ananya';
import { ARJUN_MODELS } from './models-arjun';
import { KAVYA_MODELS } from './models-kavya';
import { MEERA_MODELS } from './models-meera';
import { ROHIT_MODELS } from './models-rohit';

/** The demo catalogue: 34 models whose meshes are generated, grouped by their creator. */
export const DEMO_MODELS: readonly DemoModel[] = [...ANANYA_MODELS, ...ROHIT_MODELS, ...KAVYA_MODELS, ...ARJUN_MODELS, ...MEERA_MODELS];
