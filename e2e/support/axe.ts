import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { animationsSettled } from './browser';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe's rules whose answer a theme alone can change: the rest read the page's structure, names and roles. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe-core in the page (evaluated over the DevTools protocol, so the page's CSP stays as
 * strict as in production) and returns the serious and critical violations. `coloursOnly` for a
 * page already scanned whole and then only switched to the other theme.
 */
export async function seriousAxeViolations(page: Page, options: { coloursOnly?: boolean } = {}): Promise<AxeViolation[]> {
  // A page reached by a link fades in (route-in): measured mid-fade its text is paler than it will
  // be, so wait for every finite animation and transition to end first.
  await animationsSettled(page);
  // Once per document: evaluating axe's 550 KB took as long as a scan (about 0.3 s of the renderer each, measured on loaded cores).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = options.coloursOnly ? COLOUR_RULES : null;
  const violations = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, rules ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } } : { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, runOnly);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
