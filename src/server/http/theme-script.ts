import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root';

/** How index.html loads the theme script; the server puts the script itself there instead. */
export const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

export interface ThemeScript {
  /** The script element with the code inside it. */
  element: string;
  /** Its CSP source ('sha256-…'): the one inline script the policy allows. */
  hash: string;
}

/**
 * The script that sets the theme before the first paint, to be inlined in every page: fetched as a
 * file it is a render-blocking request of its own (a round trip before anything shows on a phone
 * network). Read once from public/, the source index.html names; null when it is missing.
 */
export function readThemeScript(root = projectRoot): ThemeScript | null {
  const file = path.join(root, 'public', 'theme-init.js');
  if (!fs.existsSync(file)) return null;
  const code = fs.readFileSync(file, 'utf8');
  if (/<\/script/i.test(code)) throw new Error('public/theme-init.js must not contain "</script" to be inlined.');
  return { element: `<script>${code}</script>`, hash: `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'` };
}
