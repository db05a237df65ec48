/**
 * A compact list of Italian cities the interviewer recognises by name: every regional capital,
 * every provincial capital of some size and the larger towns. Longer names first where one contains
 * another ("Reggio Emilia" before "Reggio"), so the longest match wins.
 */
import { escapeRegExp, fold } from './text';

export const ITALIAN_CITIES: readonly string[] = [
  'Agrigento', 'Alessandria', 'Ancona', 'Andria', 'Aosta', 'Arezzo', 'Ascoli Piceno', 'Asti', 'Avellino',
  'Bari', 'Barletta', 'Belluno', 'Benevento', 'Bergamo', 'Biella', 'Bologna', 'Bolzano', 'Brescia', 'Brindisi',
  'Busto Arsizio', 'Cagliari', 'Caltanissetta', 'Campobasso', 'Carpi', 'Caserta', 'Castellammare di Stabia',
  'Catania', 'Catanzaro', 'Cesena', 'Chieti', 'Cinisello Balsamo', 'Civitavecchia', 'Como', 'Cosenza',
  'Cremona', 'Crotone', 'Cuneo', 'Enna', 'Fano', 'Ferrara', 'Firenze', 'Fiumicino', 'Foggia', 'Forlì',
  'Frosinone', 'Gallarate', 'Genova', 'Giugliano in Campania', 'Gorizia', 'Grosseto', 'Guidonia', 'Imola',
  'Imperia', 'Isernia', "L'Aquila", 'La Spezia', 'Lamezia Terme', 'Latina', 'Lecce', 'Lecco', 'Livorno',
  'Lodi', 'Lucca', 'Macerata', 'Mantova', 'Marsala', 'Massa', 'Matera', 'Messina', 'Mestre', 'Milano',
  'Modena', 'Molfetta', 'Monza', 'Napoli', 'Novara', 'Nuoro', 'Olbia', 'Oristano', 'Padova', 'Palermo',
  'Parma', 'Pavia', 'Perugia', 'Pesaro', 'Pescara', 'Piacenza', 'Pisa', 'Pistoia', 'Pomezia', 'Pordenone',
  'Potenza', 'Pozzuoli', 'Prato', 'Ragusa', 'Ravenna', 'Reggio Calabria', 'Reggio Emilia', 'Rieti', 'Rimini',
  'Roma', 'Rovigo', 'Salerno', 'San Marino', 'Sanremo', 'Sassari', 'Savona', 'Sesto San Giovanni', 'Siena',
  'Siracusa', 'Sondrio', 'Taranto', 'Teramo', 'Terni', 'Tivoli', 'Torino', 'Torre del Greco', 'Trani',
  'Trapani', 'Trento', 'Treviso', 'Trieste', 'Udine', 'Varese', 'Venezia', 'Verbania', 'Vercelli', 'Verona',
  'Viareggio', 'Vibo Valentia', 'Vicenza', 'Vigevano', 'Viterbo',
];

/** Names that are also common Italian words ("un prato", "in massa"): they count only when capitalised. */
const ALSO_COMMON_WORDS = new Set(['Carpi', 'Latina', 'Lodi', 'Massa', 'Prato', 'Fano', 'Como']);

const BY_LENGTH = [...ITALIAN_CITIES].sort((a, b) => b.length - a.length);
const PATTERNS = BY_LENGTH.map((city) => ({
  city,
  folded: !ALSO_COMMON_WORDS.has(city),
  pattern: ALSO_COMMON_WORDS.has(city)
    ? new RegExp(`(?<![\\p{L}'])${escapeRegExp(city)}(?![\\p{L}])`, 'u')
    : new RegExp(`(?<![\\p{L}'])${escapeRegExp(fold(city))}(?![\\p{L}])`, 'u'),
}));

/**
 * The first known city named in the text (longest name wins at the same place), spelled properly.
 * "Roma" inside "romano" does not count; a city in lower case does.
 */
export function findCity(text: string): string | null {
  const folded = fold(text);
  let best: { city: string; index: number } | null = null;
  for (const { city, pattern, folded: onFolded } of PATTERNS) {
    const match = pattern.exec(onFolded ? folded : text);
    if (match && (best === null || match.index < best.index)) best = { city, index: match.index };
  }
  return best?.city ?? null;
}
