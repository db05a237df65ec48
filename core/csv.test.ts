import { describe, expect, it } from 'vitest';
import { csvCell, eventsToCsv, toCsv } from './csv';
import type { StoredEvent } from './backend/store';

/** Splits one CSV line as a spreadsheet does: on `;` outside quotes. */
function cellsOf(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  return [...cells, cell];
}

describe('CSV for Italian spreadsheets', () => {
  it('quotes every cell holding ; , a quote or a line break, and doubles quotes', () => {
    expect(csvCell('semplice')).toBe('semplice');
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('dice "ciao"')).toBe('"dice ""ciao"""');
    expect(csvCell('riga1\nriga2')).toBe('"riga1\nriga2"');
    expect(csvCell('riga1\rriga2')).toBe('"riga1\rriga2"');
    expect(csvCell(null)).toBe('');
  });

  it('keeps `x;=1+1;` in one text cell, so no formula cell appears', () => {
    const line = toCsv(['a', 'b'], [['x;=1+1;', 'dopo']])
      .replace('\uFEFF', '')
      .split('\r\n')[1]!;
    expect(line).toBe('"x;=1+1;";dopo');
    expect(cellsOf(line)).toEqual(['x;=1+1;', 'dopo']);
  });

  it('writes numbers with a decimal comma', () => {
    expect(csvCell(49)).toBe('49');
    expect(csvCell(0.42)).toBe('"0,42"');
    expect(csvCell(1234.5)).toBe('"1234,5"');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('defuses formulas in text with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+39 333')).toBe("'+39 333");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell('=1;2')).toBe('"\'=1;2"');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes a BOM, a header and CRLF lines separated by ;', () => {
    expect(toCsv(['a', 'b'], [['1', 'è']])).toBe('\uFEFFa;b\r\n1;è\r\n');
  });

  it('writes one row per event with every column', () => {
    const events: StoredEvent[] = [
      {
        id: '1',
        type: 'click',
        timestamp: '2026-01-01T10:00:00.000Z',
        session_id: 's',
        site: 'a.it',
        page_url: 'https://a.it/',
        element_text: 'Inizia, ora',
        click_type: 'cta',
        click_x: 0.5,
        click_y: 120,
      },
      {
        id: '2',
        type: 'conversion',
        timestamp: '2026-01-01T10:01:00.000Z',
        session_id: 's',
        site: null,
        page_url: null,
        conversion_type: 'questionnaire_completed',
        plan_type: 'pro',
        value: 49.9,
      },
    ];
    const lines = eventsToCsv(events).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'timestamp;type;session_id;page_url;page_title;referrer;element_id;element_class;element_text;click_type;click_x;click_y;viewport_width;depth_percent;conversion_type;plan_type;value;questionnaire_id',
    );
    expect(lines[1]).toBe('2026-01-01T10:00:00.000Z;click;s;https://a.it/;;;;;"Inizia, ora";cta;"0,5";120;;;;;;');
    expect(lines[2]).toBe('2026-01-01T10:01:00.000Z;conversion;s;;;;;;;;;;;;questionnaire_completed;pro;"49,9";');
    expect(lines).toHaveLength(4);
  });
});
