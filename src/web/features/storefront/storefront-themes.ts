import type { StorefrontTheme } from '../../../shared/constants/storefront-rules';

/**
 * Each theme's band of colour: behind a storefront without a banner, and as the swatch in the
 * editor. Decoration only (no text sits on it), so every theme reads the same in light and dark.
 */
export const THEME_BAND: Readonly<Record<StorefrontTheme, string>> = {
  classic: 'bg-gradient-to-br from-brand-soft via-surface-muted to-brand/30',
  midnight: 'bg-gradient-to-br from-indigo-950 via-slate-800 to-violet-700',
  terracotta: 'bg-gradient-to-br from-orange-800 via-orange-600 to-amber-400',
  forest: 'bg-gradient-to-br from-emerald-900 via-emerald-700 to-lime-500',
  ocean: 'bg-gradient-to-br from-sky-900 via-sky-600 to-cyan-300',
};
