import { describe, expect, it } from 'vitest';
import { csvCell, eventsToCsv, toCsv } from './csv';
import type { StoredEvent } from './backend/store';

describe('CSV', () => {
  it('quotes per RFC 4180 and doubles quotes', () => {
    expect(csvCell('semplice')).toBe('semplice');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('dice "ciao"')).toBe('"dice ""ciao"""');
    expect(csvCell('riga1\nriga2')).toBe('"riga1\nriga2"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(49)).toBe('49');
  });

  it('defuses formulas with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+39 333')).toBe("'+39 333");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a BOM, a header and CRLF lines', () => {
    expect(toCsv(['a', 'b'], [['1', 'è']])).toBe('\uFEFFa,b\r\n1,è\r\n');
  });

  it('writes one row per event with every column', () => {
    const events: StoredEvent[] = [
      { id: '1', type: 'click', timestamp: '2026-01-01T10:00:00.000Z', session_id: 's', site: 'a.it', page_url: 'https://a.it/', element_text: 'Inizia, ora', click_type: 'cta' },
      { id: '2', type: 'conversion', timestamp: '2026-01-01T10:01:00.000Z', session_id: 's', site: null, page_url: null, conversion_type: 'questionnaire_completed', plan_type: 'pro', value: 49 },
    ];
    const lines = eventsToCsv(events).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'timestamp,type,session_id,page_url,page_title,referrer,element_id,element_class,element_text,click_type,click_x,click_y,viewport_width,depth_percent,conversion_type,plan_type,value,questionnaire_id',
    );
    expect(lines[1]).toBe('2026-01-01T10:00:00.000Z,click,s,https://a.it/,,,,,"Inizia, ora",cta,,,,,,,,');
    expect(lines[2]).toBe('2026-01-01T10:01:00.000Z,conversion,s,,,,,,,,,,,,questionnaire_completed,pro,49,');
    expect(lines).toHaveLength(4);
  });
});
