import { describe, expect, it } from 'vitest';
import { ModelTags } from '../../../../shared/constants/model-fields';
import { LICENCES, MODEL_CATEGORIES } from '../../../../shared/constants/model-rules';
import { analyseStl } from '../../analysis/analyse-stl';
import { edgeReport } from '../mesh/edge-report';
import { signedVolume } from '../mesh/mesh';
import { toBinaryStl } from '../writers/to-binary-stl';
import { DEMO_CREATORS } from './demo-creators';
import { DEMO_MODELS } from './demo-models';

async function* once(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

const CATEGORIES = ['3D Printing', 'Tools', 'Household', 'Toys', 'Furniture', 'Art', 'Kitchenware', 'Gaming', 'Robots', 'Space', 'Office', 'Lighting', 'Jewelry', 'Machinery', 'Product Design'];

describe('DEMO_MODELS', () => {
  it('has about thirty models with unique keys and titles, mostly STL, by known creators', () => {
    expect(DEMO_MODELS.length).toBeGreaterThanOrEqual(28);
    expect(DEMO_MODELS.length).toBeLessThanOrEqual(40);
    expect(new Set(DEMO_MODELS.map((m) => m.key)).size).toBe(DEMO_MODELS.length);
    expect(new Set(DEMO_MODELS.map((m) => m.title)).size).toBe(DEMO_MODELS.length);
    expect(DEMO_MODELS.filter((m) => m.format === 'stl').length).toBeGreaterThan(DEMO_MODELS.length / 2);
    const creators = new Set(DEMO_CREATORS.map((c) => c.username));
    expect(creators.size).toBe(DEMO_CREATORS.length);
    for (const model of DEMO_MODELS) expect(creators).toContain(model.creator);
    for (const creator of creators) expect(DEMO_MODELS.some((m) => m.creator === creator)).toBe(true);
  });

  it.each(DEMO_MODELS.map((m) => [m.key, m] as const))('%s has upload-form fields the site accepts', (_key, model) => {
    expect(CATEGORIES).toContain(model.category);
    expect(MODEL_CATEGORIES).toContain(model.category);
    expect(LICENCES).toContain(model.licence);
    expect(['stl', 'obj', 'ply']).toContain(model.format);
    expect(model.title.length).toBeLessThanOrEqual(100);
    expect(model.colour).toMatch(/^#[0-9a-f]{6}$/i);
    expect(model.tags.length).toBeGreaterThanOrEqual(2);
    expect(model.tags.length).toBeLessThanOrEqual(6);
    expect(ModelTags.parse(model.tags)).toEqual(model.tags); // lower case, allowed characters, no repeats
    const sentences = model.description.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '');
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(4);
  });

  it.each(DEMO_MODELS.map((m) => [m.key, m] as const))('%s builds a watertight solid of a plausible size', async (_key, model) => {
    const mesh = model.build();
    // Stricter than the analyser: every edge once each way by vertex number, so the winding is consistent too.
    expect(edgeReport(mesh)).toEqual({ open: 0, bad: 0, degenerate: 0 });
    expect(signedVolume(mesh)).toBeGreaterThan(0);
    const analysis = await analyseStl(once(toBinaryStl(mesh)));
    expect(analysis.triangles).toBe(mesh.indices.length / 3);
    expect(analysis.watertight).toBe(true);
    expect(analysis.volume).toBeGreaterThan(0);
    for (const extent of [analysis.size.x, analysis.size.y, analysis.size.z]) {
      expect(extent).toBeGreaterThanOrEqual(5);
      expect(extent).toBeLessThanOrEqual(300);
    }
  });

  it('builds the same mesh every time', () => {
    for (const model of DEMO_MODELS.filter((m) => m.key.startsWith('robot'))) {
      const [a, b] = [model.build(), model.build()];
      expect(Buffer.from(a.positions.buffer).equals(Buffer.from(b.positions.buffer))).toBe(true);
    }
  });
});
