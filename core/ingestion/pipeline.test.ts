import { describe, expect, it } from 'vitest';
import { FIELD_CAPS } from './field-caps';
import { capFields, type EventDraft } from './pipeline';

const draft = (fields: EventDraft['fields']): EventDraft => ({ type: 'click', fields, userAgent: null });

describe('capFields', () => {
  it('cuts every field longer than its cap and leaves the caller’s draft as it was', () => {
    const long = draft({
      session_id: 's',
      page_url: `https://a.it/${'p'.repeat(FIELD_CAPS.page_url)}`,
      element_text: 't'.repeat(FIELD_CAPS.element_text + 5),
      element_id: 'ok',
    });
    const before = structuredClone(long);
    const capped = capFields(long);
    if ('dropped' in capped) throw new Error('capFields drops nothing');
    expect(capped.fields.page_url).toHaveLength(FIELD_CAPS.page_url);
    expect(capped.fields.element_text).toBe('t'.repeat(FIELD_CAPS.element_text));
    expect(capped.fields.element_id).toBe('ok');
    expect(long).toEqual(before);
  });

  it('passes a draft within every cap on unchanged', () => {
    const short = draft({ session_id: 's', page_url: 'https://a.it/', element_text: 'Prenota' });
    expect(capFields(short)).toBe(short);
  });
});
