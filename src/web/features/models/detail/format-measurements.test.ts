import { describe, expect, it } from 'vitest';
import { formatArea, formatDimensions, formatVolume } from './format-measurements';

describe('formatDimensions', () => {
  it.each([
    [[20, 20, 20], '20 × 20 × 20 mm'],
    [[0.04, 0.03, 0.02], '0.04 × 0.03 × 0.02 mm'],
    [[0.5, 0.25, 0.1], '0.5 × 0.25 × 0.1 mm'],
    // The Stanford bunny's PLY is drawn in metres and says no unit (issue 28 item 13).
    [[0.1555, 0.1533, 0.1206], '0.156 × 0.153 × 0.121 mm'],
    [[99.4, 20, 5], '99.4 × 20 × 5 mm'],
    [[100, 20, 5], '10 × 2 × 0.5 cm'],
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
