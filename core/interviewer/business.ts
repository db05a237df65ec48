/** The business itself: its name, what it does (a recognisable kind of activity) and where. */
import { findCity } from './cities';
import { escapeRegExp, fold, tidyName } from './text';

/** Kinds of activity the interviewer recognises, with how it names them in its own sentences. */
const ACTIVITY_KINDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bpizzeri/, 'una pizzeria'],
  [/\bristorant|\btrattori|\bosteri|\bagriturism/, 'un ristorante'],
  [/\bpasticceri/, 'una pasticceria'],
  [/\bgelateri/, 'una gelateria'],
  [/\bpanifici|\bforno\b|\bpanetteri/, 'un forno'],
  [/\benoteca|\bwine bar|\bcaffetteri|\bbar\b|\bpub\b|\bcaffe\b/, 'un locale'],
  [/\bpsicolog|\bpsicoterap/, 'uno studio di psicologia'],
  [/\bavvocat|\bstudio legale|\blegale\b/, 'uno studio legale'],
  [/\bcommercialist/, 'uno studio di commercialisti'],
  [/\bnotai[oa]?\b/, 'uno studio notarile'],
  [/\bdentist|\bodontoiatr/, 'uno studio dentistico'],
  [/\bfisioterap|\bosteopat/, 'uno studio di fisioterapia'],
  [/\bnutrizionist|\bdietist|\bdietolog/, 'uno studio di nutrizione'],
  [/\bveterinari/, 'un ambulatorio veterinario'],
  [/\bmedic[oa]\b|\bambulatori|\bpoliambulatori/, 'uno studio medico'],
  [/\bpersonal trainer|\ballenator|\bcoach\b|\bcrossfit|\bfunctional/, "un'attività di allenamento"],
  [/\bpalestr|\bcrossfit|\bpilates|\byoga\b/, 'una palestra'],
  [/\bparrucchier|\bhair ?styl|\bbarbier|\bbarber/, 'un salone'],
  [/\bestetist|\bcentro estetico|\bbenessere|\bspa\b|\bmassagg|\bnail/, 'un centro benessere'],
  [/\bfotograf/, 'uno studio fotografico'],
  [/\barchitett|\binterior design/, 'uno studio di architettura'],
  [/\bingegner|\bgeometr/, 'uno studio tecnico'],
  [
    /\bidraulic|\belettricist|\belettroimpiant|\bimpresa edile|\bedil|\bimbianchin|\bfalegnam|\bserramenti/,
    "un'impresa artigiana",
  ],
  [/\bofficina|\bmeccanic|\bcarrozzeri|\bgommist/, "un'officina"],
  [/\bagenzia immobiliare|\bimmobiliar/, "un'agenzia immobiliare"],
  [/\bagenzia (di )?viaggi|\btour operator/, "un'agenzia di viaggi"],
  [/\bhotel\b|\balbergo|\bb ?& ?b\b|\bbed and breakfast|\bcasa vacanz|\baffittacamer/, 'una struttura ricettiva'],
  [/\bboutique|\bnegozio|\bshop\b|\bemporio|\bbottega/, 'un negozio'],
  [/\bfiorai|\bfiorist|\bfioreri/, 'un negozio di fiori'],
  [/\bwedding planner|\bmatrimoni/, "un'attività per matrimoni"],
  [/\bscuola|\blezioni|\bripetizion|\binsegnant|\bcorsi\b/, 'una scuola'],
  [/\bferrament/, 'un negozio'],
  [/\bottic[ao]\b|\bottico\b/, 'un negozio di ottica'],
  [/\bfood truck|\bstreet food|\bsushi|\barrosticin|\bbraceri|\bsteakhouse/, 'un locale'],
  [/\bcostruzion|\bristrutturazion/, "un'impresa edile"],
  [/\bcooperativ|\bassistenza anzian|\bbadant/, 'una cooperativa'],
  [/\bciclofficin|\bbici\b|\bbiciclett/, 'un negozio di biciclette'],
  [/\bsart[oa]\b|\bsartori|\batelier/, 'una sartoria'],
  [/\blavanderi|\btintori/, 'una lavanderia'],
  [/\bimpresa di pulizie|\bpulizie\b/, "un'impresa di pulizie"],
  [/\btatuag|\btattoo|\bpiercing/, 'uno studio di tatuaggi'],
  [/\bceramic/, 'una bottega artigiana'],
  [/\bmacelleri|\bnorcineri|\bsalumeri/, 'una macelleria'],
  [/\bpastifici|\bpasta fresca/, 'un pastificio'],
  [/\bkebab|\bpiadineri|\brosticceri|\bfriggitori|\bpaninoteca/, 'un locale'],
  [/\bpet sitter|\bdog walking|\btoelettatur/, 'un servizio per animali'],
  [/\bpersonal shopper|\barmocromi/, "una consulenza d'immagine"],
  [/\blogopedi/, 'uno studio di logopedia'],
  [/\bwedding|\bmatrimoni\b/, "un'attività per matrimoni"],
  [/\bconsulen/, "un'attività di consulenza"],
  [/\bagenzia\b|\bweb agency|\bmarketing\b/, "un'agenzia"],
  [/\bstudio\b/, 'uno studio'],
];

/** How the interviewer refers to the activity ("una pizzeria"), or null when it does not recognise it. */
export function findActivityKind(text: string): string | null {
  const folded = fold(text);
  for (const [pattern, label] of ACTIVITY_KINDS) if (pattern.test(folded)) return label;
  return null;
}

// A capitalised token (letters, apostrophes, dots for "Dott.ssa", ampersand) or a joining word.
const CAP = "(?:[\\p{Lu}]|\\d)(?:[\\p{L}\\p{N}'’&-]|\\.(?=\\p{L}))*[!]?";
// Articles and prepositions inside a name ("Bar Sotto i Portici", "Libreria Tra le Righe", "Osteria Alla Vecchia
// Stazione"): a name runs on to the next capitalised word, not to the first small word.
const JOIN =
  "(?:da|di|del|della|dello|dei|degli|delle|d'|e|&|al|alla|allo|ai|alle|agli|le|la|il|lo|i|gli|l'|in|nel|nella|nei|dal|dalla|dai|sul|sulla|sui|tra|fra|sotto|sopra|by|for|and|of|the)";
const CAP_RUN = new RegExp(`${CAP}(?:\\s+(?:${JOIN}\\s+)*${CAP}|(?<=[’'])${CAP})*`, 'u');

const NAME_TRIGGERS =
  /(?:si (?:chiama|kiama|chiamano)|chiamat[oa]|(?:il )?nome (?:giusto |corretto |esatto |vero |preciso |dell'attivit[àa] |del (?:locale|negozio|ristorante|bar|salone|centro|studio) |dello studio )?(?:è|e'|e|sarebbe)|nome:|ci chiamiamo|insegna:?|(?:il )?marchio\s*(?:è|e'|e|:)?|(?:il )?(?:mio |nostro )?brand\s*(?:è|e'|e|:)?|(?:lo )?studio si chiama)\s+/giu;
/** "lo studio è Nutrizione Salvi": the place named with a capital letter (case matters, so no `i` flag). */
const PLACE_IS =
  /(?<![\p{L}])(?:[Ll]o studio|[Ii]l locale|[Ii]l negozio|[Ii]l salone|[Ii]l centro|[Ll]a ditta|[Ll]'azienda|[Ll]'attivit[àa]) (?:è|e') (?=\p{Lu})/gu;
const ACTIVITY_WORDS =
  /(?<![\p{L}])(pizzeria|ristorante|trattoria|osteria|pasticceria|gelateria|panificio|pastificio|forno|bar|caffè|enoteca|studio legale|studio dentistico|studio|palestra|salone|centro estetico|centro|agenzia|officina|hotel|albergo|negozio|boutique|bottega|emporio|b&b|scuola|accademia|associazione|impresa|ditta|farmacia|libreria|fioreria|macelleria|salumeria|lavanderia|autoscuola|barberia|falegnameria|ferramenta|ciclofficina|sartoria|atelier|ambulatorio|agriturismo|podere|masseria|cantina|azienda agricola|pub|birreria|paninoteca|piadineria|rosticceria|friggitoria|kebab|tattoo studio|pensione|residence|camping|campeggio|caseificio|vivaio|frantoio|oleificio|birrificio|distilleria|tabaccheria|edicola|ottica|profumeria|erboristeria|gioielleria|oreficeria|pelletteria|calzoleria|merceria|cartoleria|pescheria|locanda|bistrot|creperia|lido|stabilimento balneare|resort|circolo|asilo|ludoteca|gommista|carrozzeria|autofficina|elettrauto|tipografia|copisteria|vineria|cioccolateria|torrefazione|drogheria|alimentari|enoteca)\s+/giu;

/** Professional titles as people write them, and how the brief writes them. */
const TITLES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:dott\.?\s?ssa|dottoressa|d\.ssa)$/i, 'Dott.ssa'],
  [/^(?:dott\.?|dottor|dottore|dr\.?)$/i, 'Dott.'],
  [/^(?:avv\.?|avvocato|avvocata|avvocatessa)$/i, 'Avv.'],
  [/^(?:arch\.?|architetto|architetta)$/i, 'Arch.'],
  [/^(?:ing\.?|ingegnere|ingegnera)$/i, 'Ing.'],
  [/^(?:geom\.?|geometra)$/i, 'Geom.'],
  [/^(?:prof\.?\s?ssa|professoressa)$/i, 'Prof.ssa'],
  [/^(?:prof\.?|professore|professor)$/i, 'Prof.'],
  [/^(?:rag\.?|ragioniere|ragioniera)$/i, 'Rag.'],
];
const TITLE =
  '(?:[Dd]ott\\.?\\s?ssa|[Dd]ottoressa|[Dd]\\.ssa|[Dd]ott\\.?|[Dd]ottor|[Dd]ottore|[Dd]r\\.|[Aa]vv\\.?|[Aa]vvocat[oa]|[Aa]rch\\.?|[Aa]rchitett[oa]|[Ii]ng\\.?|[Ii]ngegner[ea]|[Gg]eom\\.?|[Gg]eometra|[Pp]rof\\.?\\s?ssa|[Pp]rofessoressa|[Pp]rof\\.?|[Pp]rofessore|[Rr]ag\\.?)';
const NAME_WORD = "\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}[\\p{Ll}]+)?";
const PARTICLE = "(?:[Dd]i|[Dd]e|[Dd]el|[Dd]ella|[Dd]al|[Dd]alla|[Ll]o|[Ll]a|[Dd]'|[Dd]’|[Vv]an|[Vv]on)";
/** "Marta Di Febo", "Luca Dal Bo", "Gennaro Esposito": a first name and one or two surname words. */
const PERSON_NAME = `${NAME_WORD}(?:\\s+(?:${PARTICLE}\\s*)?${NAME_WORD}){1,2}`;
const TITLED = new RegExp(`(?<![\\p{L}])(${TITLE})\\s+(${PERSON_NAME}|${NAME_WORD})`, 'u');
const INTRO = new RegExp(
  `(?<![\\p{L}])(?:[Ii]o\\s+)?(?:[Ss]ono|[Ss]o'|[Ss]n|[Mm]i chiamo|[Cc]i sono io,?|(?:[Ss]iamo\\s+)?[Ii]o,)\\s+(?:(?:il|la)\\s+)?(?:(${TITLE})\\s+)?(${PERSON_NAME}|${NAME_WORD}(?=\\s*(?:[,.;!]|\\s+e\\s|$)))`,
  'u',
);

/** Words after "sono" that are not names ("sono Titolare", "sono Psicologa" typed with a capital). */
const NOT_A_NAME =
  /^(?:il|la|un|una|titolare|proprietari[oa]|psicolog[oa]|avvocat[oa]|medico|dentista|fotograf[oa]|personal|istruttore|istruttrice|insegnante|maestr[oa]|chef|cuoc[oa]|parrucchier[ea]|estetista|sart[oa]|artigian[oa]|qui|io|noi|nuov[oa]|ciao|salve|buongiorno|buonasera|aperti|aperto|a|in|di|da)$/i;

function normaliseTitle(raw: string): string {
  const compact = raw.replace(/\s+/g, '');
  for (const [pattern, title] of TITLES) if (pattern.test(compact) || pattern.test(raw)) return title;
  return raw;
}

function tidyPerson(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Words after "sono" or "mi chiamo" in dictated text that are not a name ("sono appena arrivata", "sono qui"). */
const NOT_A_DICTATED_NAME = new Set(
  (
    'il la lo i gli le un una uno di da a ad in con per su tra fra e ed o ho ha abbiamo faccio gestisco lavoro ' +
    'titolare proprietario proprietaria qui qua li la stato stata nato nata arrivato arrivata appena contento ' +
    'contenta felice interessato interessata molto davvero proprio gia ancora sempre solo sola nuovo nuova pronto ' +
    'pronta stanco stanca curioso curiosa indeciso indecisa sicuro sicura aperto aperta aperti chiuso chiusa ' +
    'specializzato specializzata diplomato diplomata laureato laureata iscritto iscritta io noi tu lei lui loro ' +
    'anche pure tipo quello quella online disponibile bravo brava tanto poco del della dello dei che non si mi ' +
    'ti ci vi al alla ai sul nel dal dalla ciao salve buongiorno buonasera grazie ok si no'
  ).split(' '),
);

/**
 * "salve sono anna ruggiero ho una erboristeria", "mi chiamo stefano paolucci e...": dictated text has no capital
 * letters, so the name is the one or two words after an opening «mi chiamo», or the two after an opening «sono»,
 * that are neither ordinary words nor an activity, a profession or a place.
 */
function dictatedOwnerName(text: string): string | null {
  if (/\p{Lu}/u.test(text)) return null;
  const m = /(?<![\p{L}])(mi chiamo|sono)\s+(\p{Ll}[\p{Ll}']+)(?:\s+(\p{Ll}[\p{Ll}']+))?/u.exec(text);
  // Only an introduction at the start of the message ("salve sono…"), not "i clienti sono soprattutto donne".
  if (
    !m?.[2] ||
    !/^(?:(?:ciao|salve|buongiorno|buonasera|allora|ecco|si|ok|io|e)[\s,!.]*)*$/u.test(text.slice(0, m.index))
  )
    return null;
  const usable = (w: string | undefined): w is string =>
    w !== undefined &&
    w.length >= 2 &&
    !NOT_A_DICTATED_NAME.has(fold(w)) &&
    !NOT_A_NAME.test(w) &&
    findActivityKind(w) === null &&
    findCity(w) === null;
  if (!usable(m[2])) return null;
  const second = usable(m[3]) ? m[3] : null;
  if (m[1] === 'sono' && !second) return null;
  return tidyName(second ? `${m[2]} ${second}` : m[2]);
}

/** The person behind the business: "io sono Gennaro Esposito", "Dott.ssa Chiara Fabbri", "mi chiamo Irene". */
export function findOwnerName(text: string): string | null {
  const titled = TITLED.exec(text);
  if (titled?.[1] && titled[2] && !NOT_A_NAME.test(titled[2].split(/\s+/)[0]!)) {
    return `${normaliseTitle(titled[1])} ${tidyPerson(titled[2])}`;
  }
  const intro = INTRO.exec(text);
  if (intro?.[2]) {
    const first = intro[2].split(/\s+/)[0]!;
    if (NOT_A_NAME.test(first) || findCity(intro[2]) === intro[2] || findActivityKind(intro[2])) return null;
    return intro[1] ? `${normaliseTitle(intro[1])} ${tidyPerson(intro[2])}` : tidyPerson(intro[2]);
  }
  return dictatedOwnerName(text);
}

/** Activities whose people usually trade under their own name ("Laura Bianchi, psicologa"). */
const PROFESSIONS = new Set([
  'uno studio di psicologia',
  'uno studio legale',
  'uno studio di commercialisti',
  'uno studio notarile',
  'uno studio dentistico',
  'uno studio di fisioterapia',
  'uno studio di nutrizione',
  'uno studio medico',
  "un'attività di allenamento",
  'uno studio fotografico',
  'uno studio di architettura',
  'uno studio tecnico',
  "un'attività di consulenza",
  'uno studio di logopedia',
  "una consulenza d'immagine",
]);

export function isProfession(kind: string | null): boolean {
  return kind !== null && PROFESSIONS.has(kind);
}

/** Whether the owner's name carries a professional title (they usually trade under their own name). */
export function hasProfessionalTitle(owner: string | null): boolean {
  return owner !== null && /^(?:Dott\.ssa|Dott\.|Avv\.|Arch\.|Ing\.|Geom\.|Prof\.ssa|Prof\.|Rag\.)\s/.test(owner);
}

/** Cuts what follows a name trigger at the first clause boundary. */
function untilBoundary(rest: string): string {
  return (
    rest.split(
      /[,.;:!?\n(]|\s+(?:e|ed|a|ad|in|che|con|per|dove|siamo|sono|ho|abbiamo|nel|nella|nei|vicino|non|era|quello)\s+(?=\p{Ll})/u,
    )[0] ?? ''
  );
}

/** Removes a place or a person at the end of a name: "Trattoria Bertoldi di Bologna", "Pneus Service di Marco Ferrari". */
function withoutTrailingPlace(full: string): string {
  // "Ferramenta Paolucci dal 1978": the year the business opened is not part of its name.
  const name = full.replace(/\s+(?:dal|dall'|fin dal|dagli anni)\s*\d{2,4}.*$/iu, '');
  const person = name.match(new RegExp(`^(.+?)\\s+di\\s+(${PERSON_NAME})$`, 'u'));
  if (
    person?.[1] &&
    person[2] &&
    findCity(person[2]) === null &&
    !/^(?:nonn[ao]|zi[ao]|mamma|pap[aà]|don|donna|sant[ao]?|san|fratelli|sorelle|casa|villa|corte|monte)\b/i.test(
      person[2],
    )
  ) {
    return withoutTrailingPlace(person[1]);
  }
  const m = name.match(/^(.*?)\s+(?:di|a|ad|in|da)\s+(.+)$/u);
  if (m?.[1] && m[2] && findCity(m[2]) !== null && fold(findCity(m[2])!) === fold(m[2].replace(/\s*\(.*$/, '')))
    return m[1];
  return name;
}

/** Words that open sentences and are not names. */
const OPENING_WORDS = new Set([
  'ciao',
  'salve',
  'buongiorno',
  'buonasera',
  'allora',
  'ok',
  'si',
  'no',
  'certo',
  'dunque',
  'ecco',
  'beh',
  'grazie',
  'sono',
  'ho',
  'siamo',
  'namaste',
  'scusa',
  'scusi',
  've',
  'ue',
  'uè',
  'mah',
  'boh',
  'eh',
]);

function plausibleName(name: string): boolean {
  const f = fold(name);
  return name.length >= 2 && !OPENING_WORDS.has(f) && !/^(mah|boh|non so|forse)\b/.test(f) && findCity(name) !== name;
}

/** Whether the text says what the business is called ("si chiama…", "il nome esatto è…", "lo studio è Xxx"). */
export function namesTheBusiness(text: string): boolean {
  return new RegExp(NAME_TRIGGERS.source, 'iu').test(text) || new RegExp(PLACE_IS.source, 'u').test(text);
}

/** The business's name, when the text gives it clearly enough; null otherwise (the interviewer then asks). */
export function findBusinessName(text: string): string | null {
  const quoted = text.match(/[«“"]([^»”"]{2,80})[»”"]/u);
  if (quoted?.[1]) return tidyName(quoted[1]);

  for (const trigger of [...text.matchAll(NAME_TRIGGERS), ...text.matchAll(PLACE_IS)]) {
    const rest = text.slice(trigger.index + trigger[0].length);
    const run = rest.match(new RegExp(`^${CAP_RUN.source}`, 'u'))?.[0];
    const candidate = run ?? untilBoundary(rest);
    const name = withoutTrailingPlace(tidyName(candidate.split(/\s+/).slice(0, 8).join(' ')));
    if (plausibleName(name) && !/^(?:anche|il mio|il nostro|lo stesso|uguale)\b/i.test(name)) return name;
  }

  // "Pizzeria Da Gennaro", "lo Studio Legale Rossi & Associati", "la palestra FitLab", "Officina meccanica Gatti"
  for (const match of text.matchAll(ACTIVITY_WORDS)) {
    const keyword = match[1] ?? '';
    const after = text.slice(match.index + match[0].length);
    const described = after.match(new RegExp(`^((?:\\p{Ll}[\\p{Ll}'’]*\\s+){0,2}?)(${CAP_RUN.source})`, 'u'));
    if (!described?.[2]) continue;
    const descriptor = described[1] ?? '';
    const run = withoutTrailingPlace(described[2]);
    if (findCity(run) === run || !plausibleName(run)) continue; // "studio a Roma" is a place, not a name
    const keywordCapitalised = /^\p{Lu}/u.test(keyword);
    // "Ho la Trattoria da Nino a Cagliari", "Scuola di Vela sul Garda": the capitalised activity word and the
    // preposition belong to the name.
    if (
      keywordCapitalised &&
      /^(?:da|di|del|della|dello|dei|degli|delle|dal|dalla|al|alla|ai|alle|sul|sulla|sotto|tra|fra)\s+$/.test(
        descriptor,
      )
    )
      return tidyName(`${keyword} ${descriptor}${run}`.replace(/\s+/g, ' '));
    if (
      /^(?:di|da|per|a|in)\s/.test(descriptor) ||
      descriptor.split(/\s+/).some((w) => ['di', 'da', 'per', 'a', 'in', 'e'].includes(w))
    )
      return tidyName(run);
    return tidyName(keywordCapitalised ? `${keyword} ${descriptor}${run}`.replace(/\s+/g, ' ') : run);
  }

  // A name closing the message after a comma: "Elettricista a Varese, Bianchi Elettroimpianti".
  const closing = text.match(new RegExp(`([,;:–—-])\\s*(${CAP_RUN.source})\\s*[.!]?\\s*$`, 'u'));
  if (closing?.[2] && (closing[2].split(/\s+/).length >= 2 || closing[1] === ':')) {
    const candidate = withoutTrailingPlace(tidyName(closing[2]));
    if (
      plausibleName(candidate) &&
      !TITLED.test(candidate) &&
      findCity(candidate) === null &&
      !INTRO.test(text.slice(Math.max(0, closing.index! - 12)))
    )
      return candidate;
  }

  // A message or sentence that opens with a capitalised name: "Da Gennaro - pizzeria a Napoli", "English Corner, scuola...".
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    const opening = sentence.match(
      new RegExp(`^\\s*(${CAP_RUN.source})\\s*(?:[,:–—-]\\s|\\s+(?:a|ad|in)\\s+(?=\\p{Lu})|[.!]?\\s*$)`, 'u'),
    );
    const openingRun = opening?.[1]?.replace(/^(?:Sono|Siamo|Ciao|Salve|Buongiorno|Buonasera|Io)\s+/u, '');
    if (opening?.[1] && openingRun !== opening[1]) continue; // "Sono Irene, ...": a person introducing themselves
    const candidate = openingRun ? withoutTrailingPlace(tidyName(openingRun)) : null;
    if (
      candidate &&
      plausibleName(candidate) &&
      !/\d{3}/.test(candidate) &&
      !findActivityKindOnly(candidate) &&
      !TITLED.test(candidate) &&
      (candidate.split(/\s+/).length >= 2 || /[.!]?\s*$/.test(sentence.slice(opening![0].length)))
    ) {
      if (
        candidate.split(/\s+/).length === 1 &&
        sentence.trim().split(/\s+/).length > 1 &&
        !/[,:–—-]/.test(opening![0])
      )
        continue;
      return candidate;
    }
  }
  return null;
}

/** True when the text is only an activity word ("Fioraio", "Idraulico"), not a name. */
function findActivityKindOnly(text: string): boolean {
  return findActivityKind(text) !== null && text.trim().split(/\s+/).length === 1;
}

/** The name when the visitor answers a direct "what is it called?" with just the name. */
export function nameFromDirectAnswer(text: string): string | null {
  const found = findBusinessName(text);
  if (found) return found;
  const cleaned = text
    .replace(
      /^\s*(?:allora|beh|dunque|ok|certo|mah|boh|eh|uhm|ehm)\b[,!.…]*\s*(?:non (?:lo )?so|non saprei|forse|direi)?[.…,!]*\s*/i,
      '',
    )
    .replace(/^\s*(?:si chiama|il nome è|il nome e'|il nome|nome|è|e')\s*:?\s*/i, '')
    .replace(/\?+\s*$/, '');
  const city = findCity(cleaned);
  const withoutCity = city
    ? cleaned.replace(
        new RegExp(`[,;-]?\\s*(?:a|ad|in|di|da|siamo a|sede a)?\\s*${escapeRegExp(city)}\\b.*$`, 'iu'),
        '',
      )
    : cleaned;
  const candidate = untilBoundary(withoutCity).trim();
  if (candidate.length < 2 || candidate.split(/\s+/).length > 8 || !plausibleName(candidate)) return null;
  return tidyName(candidate);
}

/**
 * What the business does, in a few words of the customer's own: the clauses naming the activity
 * ("pizzeria", "psicologa e psicoterapeuta", "box di crossfit e functional training"), without the
 * greeting, the names and the place. Null when the text names no recognisable activity.
 */
export function findActivity(text: string, names: ReadonlyArray<string | null>): string | null {
  const parts: string[] = [];
  for (const clause of text.split(/[,.;:!?\n()]+|\s+[-–—]\s+/)) {
    const f = fold(clause);
    const kind = ACTIVITY_ANY.exec(f);
    // "cucina tradizionale emiliana", "specializzati in...": descriptions that start where the words start.
    const verb = ACTIVITY_VERBS.exec(f) ?? DESCRIPTIONS.exec(f);
    if (!kind && !verb) continue;
    const from = kind && (!verb || kind.index < verb.index) ? kind.index : verb!.index + verb![0].length;
    // An activity word inside a name, not at its start ("Amalfi Dream Weddings"), says nothing of its own.
    const kindFirst = kind !== null && (!verb || kind.index < verb.index);
    if (kindFirst && names.some((n) => n && insideName(clause, n, kind.index))) continue;
    let phrase = clause.slice(Math.min(from, clause.length)).trim();
    // The activity words themselves ("studio legale"), in the customer's spelling.
    const keyword =
      kind && (!verb || kind.index < verb.index)
        ? clause.slice(kind.index, kind.index + kind[0].length).replace(/\s+$/, '') +
          (clause.slice(kind.index + kind[0].length).match(/^[\p{L}]*/u)?.[0] ?? '')
        : (phrase.split(/\s+/)[0] ?? '');
    for (const name of names)
      if (name) phrase = phrase.replace(new RegExp(`\\s*${escapeRegExp(name)}\\s*`, 'iu'), ' ').trim();
    // "Trattoria Bertoldi di Bologna": the name held the activity word; keep the word.
    if (kind && !fold(phrase).startsWith(fold(keyword))) {
      // "Studio Dentistico Parodi": a generic word takes the activity word after it.
      const next = clause.slice(kind.index + keyword.length).match(/^\s+([\p{L}]+)/u)?.[1] ?? '';
      const words =
        GENERIC_WORDS.test(fold(keyword)) && next && ACTIVITY_ANY.test(fold(next)) ? `${keyword} ${next}` : keyword;
      phrase = `${words.toLocaleLowerCase('it-IT')} ${phrase.replace(/^(?:di|a|ad|in)$/i, '')}`.trim();
    }
    phrase = tidyActivity(phrase);
    const cityHere = findCity(phrase);
    if (cityHere)
      phrase = tidyActivity(
        phrase.replace(new RegExp(`\\s*(?:a|ad|in|di)?\\s*${escapeRegExp(cityHere)}\\b.*$`, 'iu'), ''),
      );
    if (phrase.length < 3 || parts.some((p) => fold(p).includes(fold(phrase)))) continue;
    const covered = parts.findIndex((p) => fold(phrase).includes(fold(p)));
    if (covered >= 0) parts[covered] = decapitalizeWord(phrase);
    else parts.push(decapitalizeWord(phrase));
    if (parts.length === 3) break;
  }
  const joined = parts.join(', ');
  return joined ? joined.slice(0, 200) : null;
}

const PLACE_WORDS = '\\p{Ll}{3,}';

/** Lead-in words, trailing joiners, legal forms, "si chiama…", a place or a year at the end: gone. */
function tidyActivity(phrase: string): string {
  let out = phrase;
  for (let i = 0; i < 3; i++) {
    out = out
      .replace(
        /^(?:(?:a|ad|da|tra|fra|entro)\s+(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre|breve|poco)\s+)/i,
        '',
      )
      .replace(/^(?:(?:il|lo|la|un|una|uno|i|gli|le)\s+|(?:l|un)['’])/i, '')
      .replace(/\s+(?:si (?:chiama|kiama)|che si chiama|il cui nome)\b.*$/iu, '')
      .replace(/\s+(?:a|ad|in|di|da)\s+\p{Lu}[\p{L}'’ ]*$/u, '')
      .replace(new RegExp(`\\s+(?:a|ad)\\s+(?:${PLACE_WORDS})\\b.*$`, 'iu'), '')
      .replace(/\s+(?:dal|dall'|dagli)\s+\d{4}.*$/u, '')
      .replace(/\s+(?:è|e'|sono|che|e|ed|di|a|ad|in|con|per|srl|snc|sas|spa|s\.r\.l\.?)$/i, '')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return out;
}
const GENERIC_WORDS = /^(?:studio|centro|agenzia|bottega|negozio|impresa|ditta|azienda)$/;

/** Whether position `at` of the clause falls inside the name, after its first word. */
function insideName(clause: string, name: string, at: number): boolean {
  const start = fold(clause).indexOf(fold(name));
  if (start < 0) return false;
  const firstWordEnd = start + (name.split(/\s+/)[0]?.length ?? 0);
  return at >= firstWordEnd && at < start + name.length;
}
const ACTIVITY_ANY = new RegExp(ACTIVITY_KINDS.map(([p]) => p.source).join('|'));
const DESCRIPTIONS = /\b(?=cucina |specializzat[oaie] in |specialit[aà] )/;
const ACTIVITY_VERBS =
  /\b(?:gestisco|gestiamo|apro|apriamo|ho aperto|abbiamo aperto|titolare (?:della|del|di)|facciamo|faccio|vendiamo|vendo|produciamo|produco|insegno|insegniamo|offriamo|offro|organizziamo|organizzo|ripariamo|riparo|do|diamo)\s+/;

function decapitalizeWord(text: string): string {
  // Keep names and acronyms ("CrossFit", "B&B"), lower the first letter of an ordinary word.
  return /^\p{Lu}\p{Ll}/u.test(text) && !/^\p{Lu}\p{Ll}*\p{Lu}/u.test(text)
    ? text.charAt(0).toLocaleLowerCase('it-IT') + text.slice(1)
    : text;
}

export { findCity };
