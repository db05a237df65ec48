/** The trackers cut what they send to the contract's limits (hard-coded there: t.js carries no contract). */
import { describe, expect, it } from 'vitest';
import { MAX_LENGTH } from '../api';
import { LINK_URL_MAX_LENGTH, utmFieldsOf, UTM_MAX_LENGTH } from '.';

describe('tracking limits', () => {
  it('are the contract’s', () => {
    expect(UTM_MAX_LENGTH).toBe(MAX_LENGTH.UtmValue);
    expect(LINK_URL_MAX_LENGTH).toBe(MAX_LENGTH['ClickEvent.link_url']);
  });

  it('reads only the three campaign tags, cut to their limit', () => {
    expect(
      utmFieldsOf({ search: `?utm_source=fb&utm_term=pizza&utm_campaign=${'c'.repeat(120)}&token=segreto` }),
    ).toEqual({
      utm_source: 'fb',
      utm_medium: undefined,
      utm_campaign: 'c'.repeat(100),
    });
  });
});
