import { describe, expect, it } from 'vitest';
import { findPlace, findPlaces, placeLabel } from './cities';

describe('findPlace', () => {
  it.each([
    ['Abbiamo un forno a Ostuni, pane e friselle', 'Ostuni', 'BR'],
    ['agriturismo a Montepulciano in provincia di Siena', 'Montepulciano', 'SI'],
    ["Osteria El Camin a Cortina d'Ampezzo, cucina ladina", "Cortina d'Ampezzo", 'BL'],
    ['semo el Panificio Dalla Via de Bassano del Grappa', 'Bassano del Grappa', 'VI'],
    ['Macelleria Fratelli Brandimarte, Norcia. Salumi', 'Norcia', 'PG'],
    ['ristorante di pesce ad alghero', 'Alghero', 'SS'],
    ['lavoriamo a Reggio Emilia e provincia, la sede è a Scandiano', 'Scandiano', 'RE'],
    ['siamo di Ragusa ma il laboratorio è a Modica', 'Modica', 'RG'],
    ['ora siamo a Bressanone', 'Bressanone', 'BZ'],
    ['Sanremo', 'Sanremo', 'IM'],
    ['ristorante a Calliano (TN)', 'Calliano', 'TN'],
  ])('finds the comune in «%s»', (text, name, province) => {
    expect(findPlace(text)).toMatchObject({ name, province });
  });

  it("keeps the place stated as the business's over a passing mention, and the last one named", () => {
    expect(findPlace('ho sbagliato, siamo a Matera non a Potenza! Potenza è dove abito io')?.name).toBe('Matera');
    expect(findPlace('siamo a Bari, anzi a Monopoli')?.name).toBe('Monopoli');
  });

  it('does not take words, surnames, greetings or addresses for places', () => {
    expect(findPlaces('Salve! Preferirei il Lei, rosa e bianco, tipo tovaglia a quadri')).toEqual([]);
    expect(findPlace('Elettricista a Varese, Bianchi Elettroimpianti')?.name).toBe('Varese');
    expect(findPlaces('scrivete a casadipietra.matera@gmail.com')).toEqual([]);
    expect(findPlaces("all'alba apriamo, un bel prato")).toEqual([]);
  });

  it('writes the place with its province', () => {
    expect(placeLabel({ name: 'Ostuni', province: 'BR' })).toBe('Ostuni (BR)');
  });
});
