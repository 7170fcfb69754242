import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../e2e/support/paths';

const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** One Lighthouse run's performance figures: mobile, its default simulated throttling, on the system Chromium. */
export interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again. */
export function lighthouseFigures(url: string, workDir: string, tries = 3): Figures {
  try {
    return lighthouseOnce(url, workDir);
  } catch (error) {
    if (tries <= 1) throw error;
    return lighthouseFigures(url, workDir, tries - 1);
  }
}

function lighthouseOnce(url: string, workDir: string): Figures {
  const out = path.join(workDir, 'lighthouse.json');
  const userDataDir = fs.mkdtempSync(path.join(workDir, 'chrome-'));
  execFileSync(
    path.join(repoRoot, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --user-data-dir=${userDataDir}`,
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const value = (id: string) => report.audits[id].numericValue as number;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

