import { describe, expect, it } from 'vitest';
import { formatArea, formatDimensions, formatVolume } from './format-measurements';

describe('formatDimensions', () => {
  it.each([
    [[20, 20, 20], '20 × 20 × 20 mm'],
    [[0.04, 0.03, 0.02], '40 × 30 × 20 µm'],
    [[0.5, 0.25, 0.1], '500 × 250 × 100 µm'],
    [[1.234, 0.5, 0.012], '1.23 × 0.5 × 0.012 mm'],
    [[60.55, 5.05, 1.5], '60.6 × 5.05 × 1.5 mm'],
    [[165.48, 157.61, 110.22], '16.5 × 15.8 × 11 cm'],
    [[2540, 1000, 5.5], '2.54 × 1 × 0.0055 m'],
    [[1_234_000, 10, 10], '1,234 × 0.01 × 0.01 m'],
    [[0, 0, 0], '0 × 0 × 0 mm'],
  ])('%j mm reads "%s"', ([x, y, z], expected) => {
    expect(formatDimensions(x!, y!, z!)).toBe(expected);
  });
});

describe('formatVolume', () => {
  it.each([
    [8000, '8 cm³'],
    [0.000024, '0.000024 mm³'],
    [0.5, '0.5 mm³'],
    [999, '999 mm³'],
    [1234.5, '1.23 cm³'],
    [1.1958e9, '1.2 m³'],
  ])('%d mm³ reads "%s"', (mm3, expected) => {
    expect(formatVolume(mm3)).toBe(expected);
  });
});

describe('formatArea', () => {
  it.each([
    [2400, '24 cm²'],
    [0.0024, '0.0024 mm²'],
    [7.0235e6, '7.02 m²'],
  ])('%d mm² reads "%s"', (mm2, expected) => {
    expect(formatArea(mm2)).toBe(expected);
  });
});
