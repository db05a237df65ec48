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

  it('writes one row per event with every column, for a person: Italian names, Rome time, the text clicked', () => {
    const events: StoredEvent[] = [
      {
        id: '1',
        type: 'click',
        timestamp: '2026-01-01T10:00:00.000Z',
        session_id: 's',
        site: 'a.it',
        page_url: 'https://a.it/',
        element_text: 'Inizia, ora',
        element_class: 'Hero_cta__x1',
        click_type: 'cta',
        click_x: 0.5,
        click_y: 120,
        viewport_width: 390,
        contact_kind: 'call',
      },
      {
        id: '2',
        type: 'conversion',
        timestamp: '2026-07-01T22:30:00.000Z',
        session_id: 's',
        site: null,
        page_url: null,
        conversion_type: 'questionnaire_completed',
        plan_type: 'pro',
        value: 49.9,
      },
      {
        id: '3',
        type: 'page_view',
        timestamp: '2026-03-29T01:30:00.000Z',
        session_id: 's',
        site: 'a.it',
        page_url: 'https://a.it/',
        referrer: 'https://www.google.it/',
        channel: 'search',
        source: 'Google',
        utm_campaign: 'saldi',
        viewport_width: 1280,
      },
      {
        id: '4',
        type: 'page_view',
        timestamp: '2026-03-29T02:30:00.000Z',
        session_id: 's',
        site: 'a.it',
        page_url: 'https://a.it/',
        channel: 'direct',
      },
    ];
    const lines = eventsToCsv(events).replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe(
      'Data e ora (Roma);Data e ora UTC;Evento;Visitatore;Pagina;Titolo della pagina;Canale;Fonte;Campagna;' +
        'Provenienza (referrer);utm_source;utm_medium;Dispositivo;Larghezza dello schermo (px);Elemento;Tipo di click;' +
        'Contatto;Posizione orizzontale (frazione della larghezza);Posizione verticale (px dall’alto);' +
        'Profondità di scorrimento (%);Conversione;Piano;Valore (€);ID questionario;ID elemento;Classe CSS dell’elemento',
    );
    expect(lines[1]).toBe(
      '2026-01-01 11:00:00;2026-01-01T10:00:00.000Z;Click;s;https://a.it/;;;;;;;;Telefono;390;"Inizia, ora";cta;Chiamata;"0,5";120;;;;;;;Hero_cta__x1',
    );
    // Summer time: 22:30 UTC is half past midnight of the next day in Rome.
    expect(lines[2]).toBe(
      '2026-07-02 00:30:00;2026-07-01T22:30:00.000Z;Conversione;s;;;;;;;;;;;;;;;;;questionnaire_completed;pro;"49,9";;;',
    );
    // The night of the spring change: 01:30 UTC is 02:30 winter time... which does not exist: 03:30 summer time.
    expect(
      lines[3]!.startsWith(
        '2026-03-29 03:30:00;2026-03-29T01:30:00.000Z;Visualizzazione;s;https://a.it/;;Motore di ricerca;Google;saldi;https://www.google.it/;;;Computer;1280;',
      ),
    ).toBe(true);
    expect(
      lines[4]!.startsWith(
        '2026-03-29 04:30:00;2026-03-29T02:30:00.000Z;Visualizzazione;s;https://a.it/;;Diretto;Diretto;',
      ),
    ).toBe(true);
    expect(lines).toHaveLength(6);
  });
});
