import { describe, expect, it } from 'vitest';
import { HEAT_GRADIENT, heatColour } from './heat-colour';

describe('heatColour', () => {
  it('maps the ends of the scale to blue and red', () => {
    expect(heatColour(0)).toBe('rgb(49 54 149)');
    expect(heatColour(1)).toBe('rgb(215 48 39)');
  });

  it('interpolates between stops', () => {
    expect(heatColour(0.125)).toBe('rgb(59 86 165)');
  });

  it('clamps out-of-range and invalid values', () => {
    expect(heatColour(-3)).toBe(heatColour(0));
    expect(heatColour(7)).toBe(heatColour(1));
    expect(heatColour(Number.NaN)).toBe(heatColour(0));
  });

  it('builds the legend gradient from the same stops', () => {
    expect(HEAT_GRADIENT).toContain('rgb(102 189 99) 50%');
  });
});
