import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Import boundaries (DESIGN "Layout"): shared imports nothing of ours; web never imports server code. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const WEB_NEVER_SERVER = { group: ['**/server/**', '../server', '../../server'], message: 'The web app never imports server code; call the API.' };

/** A folder and every folder below it, as paths relative to the repository (posix). */
function foldersUnder(dir) {
  const below = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [dir, ...below.flatMap((entry) => foldersUnder(path.posix.join(dir, entry.name)))];
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Forbids importing `target` (a folder) from files directly in `dir`. Imports are relative, so the
 * forbidden prefix is the target as seen from that folder ('../../explore'); an exact prefix, not
 * a name anywhere in the path, so a folder that happens to share a feature's name is not caught.
 */
function forbidFolder(dir, target, message) {
  const relative = path.posix.relative(dir, target);
  return { regex: `^${escapeRegex(relative)}(/|$)`, message };
}

/**
 * Web zones (bulletproof-react's layout, decision 026): a feature imports components, lib, shared
 * and itself, never another feature nor the app layer (which imports the features); components and
 * lib import neither. What two features need goes to components/ or lib/. One block per folder,
 * generated from the folders on disk, so a new feature is fenced in without editing this file.
 */
const FEATURES = 'src/web/features';
const features = fs.readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const featureZones = features.flatMap((feature) =>
  foldersUnder(path.posix.join(FEATURES, feature)).map((dir) => ({
    files: [`${dir}/*.{ts,tsx}`],
    rules: restrict([
      WEB_NEVER_SERVER,
      ...features
        .filter((other) => other !== feature)
        .map((other) => forbidFolder(dir, path.posix.join(FEATURES, other), `Features never import each other (${feature} → ${other}): move what both use to src/web/components or src/web/lib.`)),
      forbidFolder(dir, 'src/web/app', 'Features never import the app layer: the app imports features. Move what is needed to src/web/components or src/web/lib.'),
    ]),
  })),
);
const sharedWebZones = ['src/web/components', 'src/web/lib'].flatMap((root) =>
  foldersUnder(root).map((dir) => ({
    files: [`${dir}/*.{ts,tsx}`],
    rules: restrict([
      WEB_NEVER_SERVER,
      forbidFolder(dir, FEATURES, `${root} is shared by every feature and imports none of them.`),
      forbidFolder(dir, 'src/web/app', `${root} is shared by every feature and never imports the app layer.`),
    ]),
  })),
);

/**
 * Server zones (issue 29, decisions 060 and 063): the platform folders (the database, the job runner,
 * the event outbox, file storage, mail) sit under every domain and import none of them; what a
 * platform piece needs of a domain is handed to it by the composition root. Type-only imports are
 * allowed (they vanish at build and make no cycle); src/server/folder-cycles.test.ts checks that no
 * two server folders import each other in a cycle.
 */
const SERVER = 'src/server';
const PLATFORM = ['db', 'jobs', 'events', 'storage', 'mail', 'callables'];
const serverFolders = fs.readdirSync(SERVER, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const SERVER_NEVER_WEB = { group: ['**/web/**'], message: 'The server never imports web code.' };
/**
 * Domain doors (issue 29, decision 069): every server folder that is not platform or wiring is a
 * domain, and other folders use it only through its index.ts, which lists what it offers. Its own
 * files import each other directly. Tests and the test kit (src/server/test) may reach inside: they
 * set up and read back what they check.
 */
const NOT_DOMAINS = [...PLATFORM, 'http', 'composition', 'test', 'seed', 'images'];
const domains = serverFolders.filter((folder) => !NOT_DOMAINS.includes(folder));
const platformOf = (dir) => PLATFORM.find((platform) => dir === path.posix.join(SERVER, platform) || dir.startsWith(`${path.posix.join(SERVER, platform)}/`));
const domainOf = (dir) => domains.find((domain) => dir === path.posix.join(SERVER, domain) || dir.startsWith(`${path.posix.join(SERVER, domain)}/`));
const doorOf = (dir, domain) => {
  const relative = path.posix.relative(dir, path.posix.join(SERVER, domain));
  return {
    regex: `^${escapeRegex(relative)}/`,
    message: `Other folders use the ${domain} domain only through its door: import from '${relative}' (src/server/${domain}/index.ts), and add there what it should offer.`,
  };
};
const serverZones = foldersUnder(SERVER).map((dir) => {
  const platform = platformOf(dir);
  const own = domainOf(dir);
  const testKit = dir === path.posix.join(SERVER, 'test') || dir.startsWith(`${path.posix.join(SERVER, 'test')}/`);
  return {
    files: [`${dir}/*.ts`],
    // Tests may drive a domain's real code from inside, a platform piece's tests a domain's.
    ignores: [`${dir}/*.test.ts`],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            SERVER_NEVER_WEB,
            ...(platform
              ? serverFolders
                  .filter((folder) => !PLATFORM.includes(folder) && folder !== 'test')
                  .map((folder) => ({
                    ...forbidFolder(dir, path.posix.join(SERVER, folder), `The platform (${PLATFORM.join(', ')}) imports no domain (${platform} → ${folder}): have the composition root hand it what it needs.`),
                    allowTypeImports: true,
                  }))
              : []),
            ...(testKit ? [] : domains.filter((domain) => domain !== own).map((domain) => doorOf(dir, domain))),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'coverage/**', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: Object.fromEntries(
      ['process', 'console', 'Buffer', 'URL', 'performance', 'fetch', 'setTimeout', 'clearTimeout', 'AbortController'].map((name) => [name, 'readonly']),
    ) },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['src/shared/**'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**', '../server', '../web'], message: 'src/shared imports nothing from server or web.' },
      { group: ['fastify*', '@fastify/*', 'drizzle-orm*', 'pg', 'better-auth*', 'react*', 'node:*'], message: 'src/shared runs in the browser and on the server: only zod.' },
    ]),
  },
  {
    files: ['src/web/**'],
    rules: {
      ...restrict([WEB_NEVER_SERVER]),
      // A backdrop filter is drawn again on every frame that anything under it changes: a phone's
      // whole screen per frame behind a dialog, a full core in software (decision 099).
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/backdrop-(blur|filter)/]', 'TemplateElement[value.raw=/backdrop-(blur|filter)/]'].map((selector) => ({
          selector,
          message: 'No backdrop filters: an opaque or translucent background instead (decision 099).',
        })),
      ],
    },
  },
  ...featureZones,
  ...sharedWebZones,
  {
    files: ['src/server/**'],
    rules: restrict([SERVER_NEVER_WEB]),
  },
  ...serverZones,
);
