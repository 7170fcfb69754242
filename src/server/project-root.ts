import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The checkout's root. This file runs from src/server (tests, `npm run dev`) or bundled into
 * dist/server (`npm start`, decision 010); both are two folders down, so one rule finds it.
 */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
