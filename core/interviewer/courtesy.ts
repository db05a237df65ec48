/**
 * The interviewer writes its sentences with "tu"; once the customer asks for "Lei" (or writes formally)
 * every reply goes through `toLei`, which rewrites the second person into the courtesy form. The table
 * covers the interviewer's own sentences (topics, phrasing, side answers), phrase by phrase where a
 * word alone would be ambiguous ("ti occupi" -> "si occupa", "chi ti sceglie" -> "chi La sceglie").
 */
import { escapeRegExp } from './text';

/** Whole phrases first, then single words. Matching is case-insensitive; a capital initial is kept. */
const PHRASES: ReadonlyArray<readonly [string, string]> = [
  ['Tu hai scelto', 'Lei ha scelto'],
  ['ti occupi', 'si occupa'],
  ['chi ti sceglie', 'chi La sceglie'],
  ['ti distingue', 'La distingue'],
  ['ti aiuto', 'La aiuto'],
  ['ti aiuterò', 'La aiuterò'],
  ['ti rimborsiamo', 'La rimborsiamo'],
  ['ti ricontattiamo', 'La ricontattiamo'],
  ['ti ricontatterà', 'La ricontatterà'],
  ['ti contatterà', 'La contatterà'],
  ['ti contatteremo', 'La contatteremo'],
  ['che stile immagini', 'che stile immagina'],
  ['Immagina la pagina', 'Immagini la pagina'],
  ['Prova a', 'Provi a'],
  ['Pensa a', 'Pensi a'],
  ['Quando sei pronto', 'Quando è pronto'],
  ['Mi dici', 'Mi dice'],
  ['Mi lasci', 'Mi lascia'],
  ['zona) lavori', 'zona) lavora'],
  ['proprio te', 'proprio Lei'],
  ['da te', 'da Lei'],
  ['con te', 'con Lei'],
  ['per te', 'per Lei'],
  ['Tranquillo,', 'Non si preoccupi,'],
  ['Ciao, piacere mio!', 'Piacere mio!'],
  ['Ciao! Benvenuto.', 'Benvenuto!'],
  ['se non ne hai', 'se non ne ha'],
  ['scrivilo pure', 'lo scriva pure'],
  ['scrivili', 'li scriva'],
  ['scrivimi', 'mi scriva'],
  ['dimmi', 'mi dica'],
  ['raccontami', 'mi racconti'],
  ['scrivi a', 'scriva a'],
  ['chiama il', 'chiami il'],
  ['se ti va', 'se Le va'],
  ['Scusa,', 'Mi scusi,'],
  ['a cui tieni', 'a cui tiene'],
  ['Se usi', 'Se usa'],
  ['ti va', 'Le va'],
];

const WORDS: ReadonlyArray<readonly [string, string]> = [
  ['hai', 'ha'],
  ['vuoi', 'vuole'],
  ['puoi', 'può'],
  ['preferisci', 'preferisce'],
  ['offri', 'offre'],
  ['vorresti', 'vorrebbe'],
  ['risparmi', 'risparmia'],
  ['potrai', 'potrà'],
  ['premi', 'prema'],
  ['sei', 'è'],
  ['tuo', 'Suo'],
  ['tua', 'Sua'],
  ['tuoi', 'Suoi'],
  ['tue', 'Sue'],
  ['ti', 'Le'],
  ['te', 'Lei'],
  ['conoscerti', 'conoscerLa'],
  ['trovarti', 'trovarLa'],
  ['contattarti', 'contattarLa'],
  ['aiutarti', 'aiutarLa'],
  ['chiederti', 'chiederLe'],
  ['ricontattarti', 'ricontattarLa'],
  ['risponderti', 'risponderLe'],
  ['scriverti', 'scriverLe'],
];

/** Courtesy pronouns keep their capital anywhere; other words follow the case of the word they replace. */
const COURTESY = /^(?:Le|La|Lei|Suo|Sua|Suoi|Sue)\b/u;

function keepCase(original: string, replacement: string): string {
  if (/^\p{Lu}/u.test(original)) return replacement.charAt(0).toLocaleUpperCase('it-IT') + replacement.slice(1);
  if (COURTESY.test(replacement)) return replacement;
  return replacement.charAt(0).toLocaleLowerCase('it-IT') + replacement.slice(1);
}

const RULES = [...PHRASES, ...WORDS].map(([from, to]) => ({
  pattern: new RegExp(`(?<![\\p{L}'])${escapeRegExp(from)}(?![\\p{L}])`, 'giu'),
  to,
}));

/** The same reply in the courtesy form ("Lei"). Quoted examples («…») are left as they are. */
export function toLei(text: string): string {
  return text
    .split(/(«[^»]*»)/u)
    .map((part) =>
      part.startsWith('«') ? part : RULES.reduce((acc, r) => acc.replace(r.pattern, (m) => keepCase(m, r.to)), part),
    )
    .join('');
}
