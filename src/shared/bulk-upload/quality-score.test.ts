import { describe, expect, it } from 'vitest';
import { qualityScore, type QualityInput } from './quality-score';

const bare: QualityInput = { title: 'Cube', description: '', tags: [], imageCount: 0, fileName: 'cube.xyz' };
const full: QualityInput = { title: 'Calibration cube', description: 'd'.repeat(180), tags: ['a', 'b', 'c', 'd', 'e', 'f'], imageCount: 3, fileName: 'cube.stl' };

describe('qualityScore (ORIGINAL-FACTS bulk upload rule)', () => {
  it('gives 30 for a row that meets no term', () => {
    expect(qualityScore(bare)).toEqual({ score: 30, ready: false, parts: { title: 0, description: 0, tags: 0, images: 0, format: 0 } });
  });

  it('gives 100 for a row that meets every term', () => {
    expect(qualityScore(full)).toMatchObject({ score: 100, ready: true });
  });

  it.each([
    ['title of 8+ characters', { title: 'Abcdefgh' }, { title: 'Abcdefg' }, 'title', 15],
    ['description of 180+', { description: 'x'.repeat(180) }, { description: 'x'.repeat(179) }, 'description', 20],
    ['six or more tags', { tags: ['1', '2', '3', '4', '5', '6'] }, { tags: ['1', '2', '3', '4', '5'] }, 'tags', 15],
    ['three or more images', { imageCount: 3 }, { imageCount: 2 }, 'images', 15],
    ['a recognised format', { fileName: 'Part.3MF' }, { fileName: 'part.step' }, 'format', 5],
  ] as const)('adds the points for a %s, exactly at its threshold and not one below', (_term, meets, misses, part, points) => {
    const met = qualityScore({ ...bare, ...meets });
    expect(met.parts[part]).toBe(points);
    expect(met.score).toBe(30 + points);
    expect(qualityScore({ ...bare, ...misses }).score).toBe(30);
  });

  it('counts characters as people do and ignores surrounding spaces', () => {
    expect(qualityScore({ ...bare, title: '   Abcdefg   ' }).parts.title).toBe(0);
    expect(qualityScore({ ...bare, title: 'गणेश मूर्ति' }).parts.title).toBe(15);
  });

  it('is ready at 70 and not at 65', () => {
    // 30 + title 15 + tags 15 + images 15 = 75; without images 60; title, description, format = 70.
    const seventy = qualityScore({ ...bare, title: 'Abcdefgh', description: 'x'.repeat(180), fileName: 'a.stl' });
    expect([seventy.score, seventy.ready]).toEqual([70, true]);
    const sixtyFive = qualityScore({ ...bare, title: 'Abcdefgh', description: 'x'.repeat(180) });
    expect([sixtyFive.score, sixtyFive.ready]).toEqual([65, false]);
  });
});
