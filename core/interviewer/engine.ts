/**
 * One turn of the deterministic interview: read the visitor's message, answer any side question,
 * take what it says into the facts, then acknowledge and ask the next useful question (one at a time).
 */
import type { StyleId } from '../api';
import { asksForClarification, isDelegation, isGreetingOnly, isNegative, isVague } from './answers';
import {
  findActivity,
  findActivityKind,
  findBusinessName,
  findOwnerName,
  hasProfessionalTitle,
  isProfession,
  nameFromDirectAnswer,
  namesTheBusiness,
} from './business';
import { isCorrection, replacementStart } from './changes';
import { findPlace } from './cities';
import { findColors, readColours } from './colors';
import {
  closeUpAddresses,
  findAddress,
  findSocial,
  findWebAddresses,
  withoutContactData,
  withoutVatNumbers,
} from './contacts';
import { toLei } from './courtesy';
import { excerptOf, findFlag, type FlagType } from './flags';
import { harvest } from './harvest';
import { onlyFactsGiven } from './in-passing';
import { findOpeningHours, withoutOpeningHours } from './hours';
import { findRegister } from './register';
import {
  acknowledge,
  afterFinalMessage,
  checkAnswered,
  checkQuestion,
  hoursAcknowledgement,
  registerAcknowledgement,
  correctionAcknowledgement,
  delegationAcknowledgement,
  finalMessage,
  flagAnswer,
  greetingLead,
  reaskLead,
  resumeLead,
  offTopicAnswer,
  pricesAcknowledgement,
  skipAcknowledgement,
  styleChosenAcknowledgement,
  unknownQuestionAnswer,
  inPassingAcknowledgement,
} from './phrasing';
import { attachPrices, findPrice, parseServices } from './services';
import { answerSideQuestion, isQuestion, matchSideQuestion, type SideTopic } from './side-questions';
import type { FullState, TopicId } from './state';
import { findStyleWords, findToneWords } from './style';
import { alreadyCovered, askQuestion, followUpQuestion, reaskQuestion, topicsFor } from './topics';
import { bare, clip, decapitalize, fold, sentences, squash, tidyAnswer, tidyName, wordCount } from './text';
import type { BriefField } from '../api';

/** What absorbing an answer into the current topic led to. */
type Outcome = 'accepted' | 'vague' | 'follow-up' | 'follow-up-again' | 'delegated' | 'skipped' | 'answers-next';

interface ReadMessage {
  /** The parts of the message that answer us (not questions we answer on the side). */
  answer: string;
  sideTopics: SideTopic[];
  unknownQuestion: boolean;
  clarify: boolean;
  /** Sentences that need a person (complaints, refunds, insults...), by kind. */
  flags: FlagType[];
}

/** Sentences that only keep the conversation going: "ok va bene continuiamo", "scusa". */
const FILLER_SENTENCE =
  /^(?:(?:ok|okay|va bene|d'accordo|daccordo|continuiamo|andiamo avanti|procediamo|allora|si|certo|scusa(?:mi)?|scusate|scusi|perfetto|bene|grazie|dai)\b[\s,.!]*)+$/;
/** "Marco Rinaldi PT?": a short tentative answer with a question mark, no question word. */
const TENTATIVE = /^(?:mah|boh|forse|tipo|direi|non so|non saprei)?\b/;

/** A question that is really part of an answer: "posso usare i colori del logo?". */
const REQUEST = /\b(posso|possiamo|si puo|va bene se|vorrei|devo|dovrei|meglio|potete|potreste|e se)\b/;

function readMessage(text: string): ReadMessage {
  const answerParts: string[] = [];
  const sideTopics: SideTopic[] = [];
  const flags: FlagType[] = [];
  let unknownQuestion = false;
  let clarify = false;
  const all = sentences(text);
  for (const sentence of all) {
    const side = matchSideQuestion(sentence);
    const question = isQuestion(sentence);
    const flag = findFlag(sentence, question);
    if (flag) {
      flags.push(flag);
      continue;
    }
    if (all.length > 1 && FILLER_SENTENCE.test(fold(sentence).trim())) continue;
    const tentative =
      question &&
      !side &&
      wordCount(sentence) <= 6 &&
      /\p{Lu}/u.test(sentence.replace(/^\p{Lu}/u, '')) &&
      !/^(quanto|quanti|quante|quando|come|cosa|che|chi|dove|perche|quale|quali|posso|si puo|e|ma|c'e|avete|fate|siete|sei)\b/.test(
        fold(sentence)
          .replace(TENTATIVE, '')
          .replace(/^[\s.…,]+/, ''),
      );
    if (tentative) {
      answerParts.push(sentence.replace(/\?+\s*$/, ''));
    } else if (isDelegation(sentence) && !side) {
      answerParts.push(sentence);
    } else if (question && !side && sideTopics.length > 0 && wordCount(sentence) <= 6) {
      // "quanto costa il dominio? è compreso?": the short question goes with the one before it.
      continue;
    } else if (question) {
      if (asksForClarification(sentence)) clarify = true;
      else if (side) {
        sideTopics.push(side);
        if (side === 'offtopic') flags.push('off_topic');
      } else if (
        all.length === 1 &&
        wordCount(sentence) <= 12 &&
        !/\d|@/.test(sentence) &&
        !REQUEST.test(fold(sentence))
      )
        unknownQuestion = true;
      else answerParts.push(sentence);
    } else if (
      side === 'offtopic' &&
      wordCount(sentence) <= 12 &&
      !findActivityKind(sentence) &&
      !findPrice(sentence)
    ) {
      // Without a question mark, only a short line about nothing of the business ("che tempo fa domani").
      sideTopics.push('offtopic');
      flags.push('off_topic');
    } else if (asksForClarification(sentence)) {
      clarify = true;
    } else {
      answerParts.push(sentence);
    }
  }
  return {
    answer: answerParts.join(' ').trim(),
    sideTopics: [...new Set(sideTopics)],
    unknownQuestion,
    clarify,
    flags: [...new Set(flags)],
  };
}

function setActivity(s: FullState, text: string): void {
  if (s.facts.activity) return;
  const f = s.facts;
  const found = findActivity(text, [f.businessName, f.ownerName]);
  if (found) s.facts.activity = clip(found, 300);
  else if (wordCount(text) >= 3) s.facts.activity = clip(describedActivity(text, [f.businessName, f.ownerName]), 160);
}

/** No activity word recognised: the first clause that is not a greeting, a name or a place, as written. */
function describedActivity(text: string, names: ReadonlyArray<string | null>): string {
  const clauses = withoutContactData(text)
    .split(/[.;:!?\n]+|,\s+/)
    .map((c) => c.trim())
    .filter(Boolean);
  const useful = clauses.filter(
    (c) =>
      !isGreetingOnly(c) &&
      !names.some((n) => n && fold(c).includes(fold(n))) &&
      !/^(?:mi chiamo|sono|io sono|nome)\b/i.test(c) &&
      findPlace(c)?.name !== c &&
      wordCount(c) >= 2,
  );
  return (useful[0] ?? clauses[0] ?? text).replace(/^(?:ciao|salve|buongiorno|buonasera)[,!\s]+/i, '');
}

/** Names and place from an answer about the business; a professional with a title trades under their name. */
function takeNames(s: FullState, answer: string, direct: boolean): void {
  const f = s.facts;
  const owner = findOwnerName(answer);
  if (owner && !f.ownerName) f.ownerName = clip(owner, 200);
  // "Pizzeria Bella Napoli, anzi no, Pizzeria Bella Italia": the name after «anzi» is the one meant.
  const anzi = replacementStart(answer);
  const corrected = anzi >= 0 ? findBusinessName(answer.slice(anzi)) : null;
  const name = corrected ?? (direct ? nameFromDirectAnswer(answer) : findBusinessName(answer));
  if (
    name &&
    (!f.businessName || isCorrection(answer)) &&
    name !== f.ownerName &&
    !(owner && name === owner.replace(/^\S+\.\s/, ''))
  ) {
    f.businessName = clip(name, 200);
  }
  if (!f.businessName && f.ownerName && (hasProfessionalTitle(f.ownerName) || isProfession(findActivityKind(answer))))
    f.businessName = f.ownerName;
}

/** A short answer with a capital letter or few words: the shape of a name, not of a description. */
function looksLikeName(answer: string): boolean {
  const words = wordCount(
    answer.replace(/^\s*(?:mah|boh|allora|beh|eh|ok)\b[\s,.…]*(?:non (?:lo )?so|non saprei|forse)?[\s,.…]*/i, ''),
  );
  // "privati e condomini": plural nouns joined by «e», typed in lower case, describe; they do not name.
  if (!/\p{Lu}/u.test(answer) && /\s(?:e|ed)\s/.test(answer)) return false;
  return words <= 6 || (words <= 10 && /\p{Lu}/u.test(answer.slice(1)));
}

function absorbBusiness(s: FullState, answer: string): Outcome {
  const f = s.facts;
  if (s.followUp === 'business-details') {
    // Asked for the name, the customer already talks about the next thing ("soprattutto adulti tra i 25 e i 50
    // anni"): a professional trades under their own name, and the answer belongs to the next question.
    if (!f.businessName && !looksLikeName(answer) && !findPlace(answer) && findBusinessName(answer) === null) {
      if (f.ownerName) f.businessName = f.ownerName;
      return 'answers-next';
    }
    takeNames(s, answer, !f.businessName);
    if (!f.city) {
      const place = findPlace(answer);
      if (place) {
        f.city = place.name;
        f.province = place.province;
      }
      // Asked only for the place: a short answer is the place, even a town not on our list.
      if (!f.city && f.businessName && wordCount(answer) <= 4 && fold(tidyName(answer)) !== fold(f.businessName))
        f.city = tidyName(answer.replace(/^(a|ad|in|di|da|siamo a|sono a|zona)\s+/i, ''));
    }
    if (!f.activity && findActivityKind(answer)) setActivity(s, answer);
    // Still without a name or a place: ask once more, then go on.
    if ((!f.businessName || !f.city) && s.attempts < 1) {
      s.attempts += 1;
      return 'follow-up-again';
    }
    return 'accepted';
  }
  if (isVague(answer)) return 'vague';
  takeNames(s, answer, false);
  const kind = findActivityKind(answer);
  if (kind || wordCount(answer) >= 3) setActivity(s, answer);
  else if (!f.businessName) f.businessName = clip(tidyName(answer), 200);
  if (f.businessName && f.activity && f.city) return 'accepted';
  return 'follow-up';
}

const keyWords = (name: string) =>
  fold(name)
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4);

/** Sentences about the business ("ripariamo in giornata e non buttiamo niente"), not names of services. */
const SENTENCE_LIKE = /\b(?:non|sempre|mai|ogni|tutt[oiae]|nostr[oiae]|\p{L}+iamo)\b/u;

/**
 * Asked for prices, the owner may send the real list instead ("cambio camera d'aria 8 €, revisione 45 €…"): a
 * list of priced items none of which was named before is the services, wherever it arrives, and what came
 * before was something else (their strengths, when it reads as sentences). Otherwise the prices go to the
 * services already named.
 */
function pricesOrNewList(s: FullState, answer: string): FullState['facts']['services'] {
  const f = s.facts;
  const fresh = parseServices(answer).filter((x) => x.price !== null && /\p{L}{3}/u.test(x.name));
  const unrelated =
    fresh.length >= 2 &&
    fresh.every((x) => !f.services.some((old) => keyWords(old.name).some((w) => keyWords(x.name).includes(w))));
  if (!unrelated) return attachPrices(f.services, answer);
  const earlier = (s.answers.services ?? '').split('\n')[0] ?? '';
  if (SENTENCE_LIKE.test(fold(earlier))) {
    if (!f.strengths) f.strengths = clip(tidyAnswer(earlier), 2000);
    return fresh;
  }
  return [...f.services, ...fresh].slice(0, 50);
}

function absorbServices(s: FullState, answer: string): Outcome {
  const f = s.facts;
  if (s.followUp === 'service-prices') {
    if (!isNegative(answer) && !isDelegation(answer)) f.services = pricesOrNewList(s, answer);
    return 'accepted';
  }
  if (isVague(answer)) return 'vague';
  const items = parseServices(answer);
  f.services = items.length > 0 ? items : [{ name: clip(answer, 500), price: null }];
  return f.services.some((x) => x.price !== null) ? 'accepted' : 'follow-up';
}

function absorbStyle(s: FullState, answer: string): Outcome {
  const f = s.facts;
  if (isDelegation(answer)) {
    f.notes.push('Stile e colori: a scelta del team.');
    return 'delegated';
  }
  // Colours (and their changes of mind) were taken by harvest(); here only whether the answer had any.
  const colours = findColors(answer);
  for (const w of findStyleWords(answer)) if (!f.styleWords.includes(w)) f.styleWords.push(w);
  if (s.followUp === 'style-colors' || s.selectedStyle) return 'accepted';
  if (colours.length === 0 && f.styleWords.length === 0) {
    if (isVague(answer) || isNegative(answer)) return 'vague';
    f.notes.push(`Stile desiderato: ${clip(answer, 300)}`);
  }
  return 'accepted';
}

function absorbContacts(s: FullState, answer: string): Outcome {
  const f = s.facts;
  const reachable = f.email !== null || f.phone !== null || f.whatsapp !== null;
  if (s.followUp === 'reach') return 'accepted';
  if (!reachable) {
    if (isVague(answer) || isNegative(answer)) return 'vague';
    if (wordCount(answer) >= 3 && !f.address && f.social.length === 0) f.notes.push(`Contatti: ${clip(answer, 300)}`);
    return 'follow-up';
  }
  return 'accepted';
}

/** "ce l'ho già", "è già nostro", "registrato con Aruba", "vorremmo portarlo da voi". */
const OWNED_DOMAIN =
  /\b(ce l'?ho gia|ce l'abbiamo gia|gia (nostro|mio|registrat\w*|comprat\w*|acquistat\w*)|l'ho (gia )?comprat\w*|l'abbiamo (gia )?comprat\w*|abbiamo gia|ho gia|e (gia )?(nostro|mio)|registrat\w* (con|su|presso|da)|portarlo|trasferir\w*|spostarlo)\b/;

function absorbDomain(s: FullState, answer: string): Outcome {
  const f = s.facts;
  if (f.domainWish && OWNED_DOMAIN.test(fold(answer))) f.domainOwned = true;
  if (f.domainWish) return 'accepted';
  if (isNegative(answer) || isDelegation(answer)) {
    f.notes.push('Dominio: da proporre al cliente.');
    return isDelegation(answer) ? 'delegated' : 'accepted';
  }
  const bareName = answer
    .trim()
    .toLowerCase()
    .match(/^(?:www\.)?([a-z0-9][a-z0-9-]{2,62})$/)?.[1];
  if (bareName) {
    f.domainWish = `${bareName}.it`;
    return 'accepted';
  }
  if (isVague(answer)) return 'vague';
  f.notes.push(`Dominio desiderato: ${clip(answer, 300)}`);
  return 'accepted';
}

function absorb(s: FullState, topic: TopicId, answer: string): Outcome {
  const f = s.facts;
  switch (topic) {
    case 'business':
      return absorbBusiness(s, answer);
    case 'customers':
      if (isVague(answer) || isDelegation(answer)) return 'vague';
      f.customers = clip(tidyAnswer(answer), 2000);
      return 'accepted';
    case 'services':
      return absorbServices(s, answer);
    case 'strengths':
      if (isVague(answer)) return 'vague';
      f.strengths = clip(tidyAnswer(answer), 2000);
      return 'accepted';
    case 'tone': {
      if (isDelegation(answer)) {
        f.tone = 'a scelta del team';
        return 'delegated';
      }
      if (isVague(answer)) return 'vague';
      const words = findToneWords(answer).filter((w) => w !== 'del tu' && w !== 'del lei');
      f.toneWords = words;
      const register = findRegister(answer);
      // The customer's own words when short and recognisable; the recognised words when long.
      f.tone =
        words.length > 0
          ? answer.length <= 80
            ? clip(answer.replace(/[.!]+$/, ''), 80)
            : words.join(', ')
          : register === 'tu'
            ? 'informale, dare del tu'
            : register === 'lei'
              ? 'formale, dare del Lei'
              : clip(answer, 200);
      return 'accepted';
    }
    case 'style':
      return absorbStyle(s, answer);
    case 'contacts':
      return absorbContacts(s, answer);
    case 'domain':
      return absorbDomain(s, answer);
    case 'extra':
      if (!isNegative(answer) && !isVague(answer)) f.notes.push(clip(answer, 1000));
      return 'accepted';
  }
}

/** True when the message brought an email, a phone number or a web address we now know. */
function contactsAcknowledged(s: FullState, answer: string): boolean {
  return (
    withoutContactData(answer) !== answer.trim() &&
    (s.facts.email !== null || s.facts.phone !== null || s.facts.website !== null || s.facts.social.length > 0)
  );
}

/** The first topic from `from` on that is neither closed nor already covered by earlier answers. */
function nextOpenTopic(s: FullState): TopicId | 'done' {
  for (const topic of topicsFor(s.plan)) {
    if (s.closed.includes(topic)) continue;
    if (alreadyCovered(topic, s)) {
      s.closed.push(topic);
      continue;
    }
    return topic;
  }
  return 'done';
}

function currentQuestion(s: FullState): string {
  if (s.topic === 'done') return '';
  if (s.followUp) return followUpQuestion(s.followUp, s);
  return askQuestion(s.topic, s);
}

function closeAndAdvance(s: FullState): void {
  if (s.topic !== 'done' && !s.closed.includes(s.topic)) s.closed.push(s.topic);
  s.followUp = null;
  s.attempts = 0;
  s.topic = nextOpenTopic(s);
  s.step = s.topic === 'done' ? topicsFor(s.plan).length : topicsFor(s.plan).indexOf(s.topic);
}

function recordAnswer(s: FullState, key: string, text: string): void {
  const previous = s.answers[key];
  s.answers[key] = clip(previous ? `${previous}\n${text}` : text, 4000);
}

export interface EngineResult {
  state: FullState;
  message: string;
}

/** The facts a correction can change: a comparable value and how to say what it became. */
const CORRECTABLE: ReadonlyArray<readonly [(f: FullState['facts']) => string, (f: FullState['facts']) => string]> = [
  [(f) => f.businessName ?? '', (f) => `il nome in «${f.businessName ?? ''}»`],
  [(f) => `${f.city ?? ''}|${f.province ?? ''}`, (f) => `la città: ${f.city ?? ''}`],
  [(f) => f.ownerName ?? '', (f) => `il tuo nome: ${f.ownerName ?? ''}`],
  [(f) => JSON.stringify(f.services), () => 'i prezzi'],
  [(f) => f.colors.join('|'), () => 'i colori'],
  [(f) => [f.email, f.phone, f.whatsapp, f.pec].join('|'), () => 'i contatti'],
];

const SERVICES = 3;
const COLOURS = 4;

function correctable(s: FullState): string[] {
  return CORRECTABLE.map(([value]) => value(s.facts));
}

/** What changed between two snapshots, in words ("la città: Matera"). */
function changedSince(s: FullState, before: readonly string[]): string[] {
  return CORRECTABLE.filter(([value], i) => value(s.facts) !== before[i]).map(([, say]) => say(s.facts));
}

/** "lo studio si chiama Studio Kravos", "il nome dell'attività è...": the name, given later. */
function statesName(answer: string): boolean {
  return (
    namesTheBusiness(answer) ||
    /\b(si chiama|si kiama|il nome (?:dell'attivit\S*|del \w+ )?(?:e|è)|(?:brand|marchio|insegna)\s*(?:e|è|:))/i.test(
      answer,
    )
  );
}

/** Whether a correcting message also answers the current question. */
function answersTopic(topic: TopicId, answer: string): boolean {
  switch (topic) {
    case 'style':
      return findColors(answer).length > 0 || findStyleWords(answer).length > 0;
    case 'tone':
      return findToneWords(answer).length > 0;
    case 'contacts':
      return withoutContactData(answer) !== answer.trim();
    case 'domain':
      return /\.[a-z]{2,}\b/i.test(answer);
    case 'business':
      return true;
    case 'services':
      return findPrice(answer) !== null || wordCount(answer) > 25;
    default:
      return wordCount(answer) > 25;
  }
}

/** Words of a reply to «puoi ricontrollare…?» that carry nothing else ("sì è quella", "scusa ho sbagliato"). */
const CHECK_REPLY_WORDS = new Set(
  (
    'si no e ed è quella quello quelli giusta giusto giusti corretta corretto esatta esatto va bene cosi ok okay ' +
    'confermo scusa scusami ho sbagliato sbagliata sbagliato una cifra numero hai ragione la il lo le mail email ' +
    'partita iva p piva cellulare telefono tel cell e giusta quella giusta vero certo grazie mi sono sbagliat o a ' +
    'ecco eccola eccolo allora invece questa questo nuova nuovo altra altro'
  ).split(' '),
);

/** True when the message only answers the check we asked for (a new value or "va bene così"). */
function onlyAnswersCheck(answer: string): boolean {
  const rest = bare(withoutContactData(withoutVatNumbers(answer)).replace(/\d+/g, ' '));
  return rest.split(' ').filter((w) => w && !CHECK_REPLY_WORDS.has(w)).length <= 2;
}

/** Fields still doubtful that the owner has not been asked about yet. */
function dueChecks(s: FullState): BriefField[] {
  return s.facts.unverified.filter((f) => !s.checked.includes(f));
}

/**
 * What ends the reply: the check of a doubtful value when one is due (asked once), otherwise the next question
 * or the closing words. `lead` says whether the reply already acknowledged something.
 */
function nextAsk(s: FullState, lead: boolean): string {
  const due = dueChecks(s);
  if (due.length > 0) {
    s.checked = [...s.checked, ...due];
    s.pendingCheck = due;
    return checkQuestion(s, due);
  }
  return isReady(s) ? finalMessage(s, lead) : currentQuestion(s);
}

/** "possiamo darci del tu", "mi dia del Lei per cortesia": a request about the register and nothing more. */
function onlyRegister(answer: string): boolean {
  if (!findRegister(answer)) return false;
  const rest = fold(answer)
    .replace(
      /\b(?:del tu|del lei|il tu|il lei|col tu|col lei|dammi|dacci|diamoci|darci|darmi|dare|dia|dai|dare|possiamo|potete|puoi|pure|per cortesia|per favore|grazie|se vuoi|se volete|preferisco|preferirei|mi|ci|ti|si|certo|ok|va bene|tranquillamente|anche|allora|ecco|comunque|che|usare|usiamo|forma di cortesia)\b/g,
      ' ',
    )
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  return wordCount(rest) <= 1;
}

/** A list with a price on each item: services, wherever it arrives. */
function isPricedList(answer: string): boolean {
  const items = parseServices(answer);
  return (
    items.length > 0 &&
    items.filter((x) => x.price !== null && x.price !== 'gratuito').length >= Math.max(1, items.length - 1)
  );
}

/** Who the customers are ("ragazze e signore che…", "condomini e famiglie"): people, not things sold. */
const PEOPLE =
  /\b(?:clienti|famiglie|ragazz[ie]|donne|uomini|bambin[ie]|anzian[ie]|student[ie]|turist[ie]|coppie|aziende|professionist[ie]|sportiv[ie]|privati|condomini|signore|mamme|giovani|adulti|persone|lavorator[ie]|impiegati|imprese|pensionati|sposi|genitori)\b/;

function describesPeople(answer: string): boolean {
  return PEOPLE.test(fold(answer)) && findPrice(answer) === null;
}

/** A visible message from the visitor, answered in the register the visitor asked for. */
export function visibleTurn(s: FullState, userText: string): EngineResult {
  const result = turnInTu(s, userText);
  return s.facts.register === 'lei' ? { state: result.state, message: toLei(result.message) } : result;
}

function turnInTu(s: FullState, userText: string): EngineResult {
  // «mario @ gmail.com»: the spaces around an address's «@» are closed up before anything reads it.
  const text = closeUpAddresses(squash(userText));
  s.turns += 1;
  const read = readMessage(text);
  const topic = s.topic;
  recordAnswer(s, topic, text);
  const before = correctable(s);
  const checking = s.pendingCheck;
  s.pendingCheck = [];
  const doubtfulBefore = [...s.facts.unverified];
  const passingBefore = factsGivenInPassing(s.facts);
  if (read.answer) harvest(s.facts, read.answer, topic, checking);
  const givenNow = newValues(passingBefore, factsGivenInPassing(s.facts));

  // Messages that need a person: a calm answer with the support contacts, and a flag for the operator.
  const contactsGiven = s.flags.length > 0;
  const flagAnswers: string[] = [];
  for (const type of read.flags) {
    s.flags = [...s.flags, { type, excerpt: excerptOf(text), turn: s.turns }].slice(-50);
    if (type === 'off_topic' && read.sideTopics.includes('offtopic')) continue;
    flagAnswers.push(flagAnswer(s, type, contactsGiven));
  }
  const sideAnswers = [
    ...flagAnswers,
    ...read.sideTopics.map((t) => (t === 'offtopic' ? offTopicAnswer(s) : answerSideQuestion(t, s.plan))),
  ];
  if (read.unknownQuestion) sideAnswers.push(unknownQuestionAnswer(s));

  // The answer to «puoi ricontrollare…?»: say what was corrected (or that the team will verify), then go on.
  if (checking.length > 0 && read.answer && onlyAnswersCheck(read.answer)) {
    const corrected = checking.filter((f) => doubtfulBefore.includes(f) && !s.facts.unverified.includes(f));
    const kept = checking.filter((f) => s.facts.unverified.includes(f));
    return { state: s, message: [checkAnswered(s, corrected, kept), ...sideAnswers, nextAsk(s, true)].join(' ') };
  }

  // A correction of something said before: say what changed; with nothing for the current question, ask again.
  const correctionParts = read.answer ? sentences(read.answer).filter((x) => isCorrection(x) || statesName(x)) : [];
  const otherParts = read.answer
    ? sentences(read.answer)
        .filter((x) => !correctionParts.includes(x))
        .join(' ')
    : '';
  const colourChange =
    topic !== 'style' &&
    before[COLOURS] !== '' &&
    correctable(s)[COLOURS] !== before[COLOURS] &&
    readColours(read.answer).dropped.length > 0;
  let correctionLead: string | null = null;
  if (
    read.answer &&
    topic !== 'done' &&
    topic !== 'business' &&
    (correctionParts.length > 0 || colourChange) &&
    !answersTopic(topic, read.answer)
  ) {
    const changed = changedSince(s, before);
    if (changed.length > 0) {
      const lead = correctionAcknowledgement(s, changed);
      // "Scusa, il nome esatto è X. Cappuccino 2,80 €…": the rest of the message answers the question.
      if (otherParts && correctionParts.length > 0 && answersTopic(topic, otherParts) && !colourChange) {
        correctionLead = lead;
      } else {
        return { state: s, message: [lead, ...sideAnswers, nextAsk(s, true)].join(' ') };
      }
    }
  }
  const answer = correctionLead ? otherParts : read.answer;

  if (topic === 'done') {
    if (answer && !isNegative(answer) && !isVague(answer)) s.facts.notes.push(clip(answer, 1000));
    const closing = answer ? afterFinalMessage(s) : 'Quando vuoi, premi «Ho finito - Procedi con la creazione».';
    return { state: s, message: [...sideAnswers, closing].join(' ') };
  }

  // Only side questions (or a request to explain): answer them and ask our question again.
  if (!answer) {
    if (read.clarify && sideAnswers.length === 0) {
      return {
        state: s,
        message: `${reaskLead(s)} ${s.followUp ? followUpQuestion(s.followUp, s) : reaskQuestion(topic, s)}`,
      };
    }
    return { state: s, message: `${sideAnswers.join(' ')} ${resumeLead(s)} ${currentQuestion(s)}` };
  }

  const askedFor = s.followUp;
  const greeting = isGreetingOnly(answer);

  // Contact details given ahead of time (a phone number while we ask about colours): take them,
  // say so, and ask the current question again without counting it as a vague answer.
  if (
    topic === 'domain' &&
    findWebAddresses(answer).length === 0 &&
    (findAddress(answer) || findSocial(answer).length > 0 || contactsAcknowledged(s, answer))
  ) {
    return {
      state: s,
      message: [acknowledge('contacts', s), ...sideAnswers, meanwhile(s)].join(' '),
    };
  }
  // Filed by what the message says, not by when it arrives: a request about the register, a priced list, opening
  // hours or a description of the customers move no topic forward and are not taken as the answer to another.
  const aside = (ack: string): EngineResult => ({ state: s, message: [ack, ...sideAnswers, meanwhile(s)].join(' ') });
  if (topic !== 'tone' && !greeting && onlyRegister(answer) && s.facts.register) {
    return aside(registerAcknowledgement(s.facts.register));
  }
  if (
    (topic === 'customers' || topic === 'strengths' || topic === 'tone') &&
    isPricedList(answer) &&
    correctable(s)[SERVICES] !== before[SERVICES]
  ) {
    return aside(acknowledge('services', s));
  }
  if (
    topic !== 'extra' &&
    topic !== 'contacts' &&
    findOpeningHours(answer) &&
    wordCount(withoutOpeningHours(answer)) <= 2
  ) {
    return aside(hoursAcknowledgement(s.facts));
  }
  if (topic === 'services' && !s.followUp && s.facts.customers === null && describesPeople(answer)) {
    s.facts.customers = clip(tidyAnswer(answer), 2000);
    return aside(acknowledge('customers', s));
  }

  // Only contacts or the P.IVA, ahead of their question: taken, said back, and the question on the table stays
  // open (a doubtful value is checked at once). Values new in this message are named; a contact already known,
  // or a web address, gets the general acknowledgement.
  const given = Object.values(givenNow);
  // A P.IVA of the wrong length is not kept in its field (11 digits) but is marked and asked about all the same.
  const newlyDoubtful = s.facts.unverified.some((field) => !doubtfulBefore.includes(field));
  const factsOnly = (given.length > 0 || newlyDoubtful) && onlyFactsGiven(answer, given);
  const contactsOnly =
    topic !== 'domain' &&
    withoutContactData(answer).replace(/[^\p{L}]/gu, '').length < 2 &&
    contactsAcknowledged(s, answer);
  if (topic !== 'contacts' && !greeting && (factsOnly || contactsOnly)) {
    const lead = !factsOnly
      ? acknowledge('contacts', s)
      : dueChecks(s).length > 0 || given.length === 0
        ? null
        : inPassingAcknowledgement(givenNow);
    return { state: s, message: [lead, ...sideAnswers, meanwhile(s)].filter(Boolean).join(' ') };
  }

  let outcome = greeting ? 'vague' : absorb(s, topic, answer);
  const parts: string[] = [];
  if (outcome === 'answers-next') {
    closeAndAdvance(s);
    if (s.topic === 'done') return { state: s, message: finalMessage(s) };
    outcome = absorb(s, s.topic, answer);
    return finishTurn(s, s.topic, outcome, read, answer, sideAnswers, null, parts);
  }
  if (correctionLead) parts.push(correctionLead);
  return finishTurn(s, topic, outcome, read, answer, sideAnswers, askedFor, parts);
}

/** The facts a message may hand over ahead of their question, by the brief's field. */
function factsGivenInPassing(f: FullState['facts']): Partial<Record<BriefField, string | null>> {
  return { email: f.email, phone: f.phone, whatsapp: f.whatsapp, pec: f.pec, vat_number: f.vatNumber };
}

/** The values `after` holds that `before` did not. */
function newValues(
  before: Partial<Record<BriefField, string | null>>,
  after: Partial<Record<BriefField, string | null>>,
): Partial<Record<BriefField, string>> {
  return Object.fromEntries(
    Object.entries(after).filter(([field, value]) => value != null && value !== before[field as BriefField]),
  ) as Partial<Record<BriefField, string>>;
}

/** The current question again after something said in passing, or the check of a doubtful value. */
function meanwhile(s: FullState): string {
  return dueChecks(s).length > 0 ? nextAsk(s, true) : `Intanto, ${decapitalize(currentQuestion(s))}`;
}

function finishTurn(
  s: FullState,
  topic: TopicId,
  outcome: Outcome,
  read: ReadMessage,
  answer: string,
  sideAnswers: string[],
  askedFor: FullState['followUp'],
  parts: string[],
): EngineResult {
  const greeting = isGreetingOnly(answer);

  if (outcome === 'vague') {
    if (!greeting) s.attempts += 1;
    if (s.attempts >= 2) {
      parts.push(skipAcknowledgement(s));
      closeAndAdvance(s);
    } else {
      const again = greeting
        ? greetingLead(s) + ' ' + currentQuestion(s)
        : `${reaskLead(s)} ${reaskQuestion(topic, s)}`;
      return { state: s, message: [...parts, ...sideAnswers, again].join(' ') };
    }
  } else if (outcome === 'follow-up-again') {
    return { state: s, message: [...sideAnswers, followUpQuestion('business-details', s)].join(' ') };
  } else if (outcome === 'follow-up' && s.followUp === null) {
    s.followUp = topic === 'business' ? 'business-details' : topic === 'services' ? 'service-prices' : 'reach';
    s.attempts = 0;
    const nothingToAcknowledge =
      (topic === 'business' && !s.facts.activity) || (topic === 'contacts' && !contactsAcknowledged(s, answer));
    const ack = parts.length > 0 ? parts.join(' ') : nothingToAcknowledge ? '' : acknowledge(topic, s);
    return { state: s, message: [ack, ...sideAnswers, followUpQuestion(s.followUp, s)].filter(Boolean).join(' ') };
  } else {
    // "No, nient'altro" to the last question needs no acknowledgement before the closing words.
    const nothingToAdd = topic === 'extra' && (isNegative(answer) || isVague(answer));
    if (parts.length > 0) {
      // Already acknowledged (a correction in the same message): one acknowledgement a turn.
    } else if (askedFor === 'service-prices') {
      parts.push(pricesAcknowledgement(s, !s.facts.services.some((x) => x.price !== null)));
    } else if (topic === 'contacts' && isNegative(answer)) {
      parts.push("D'accordo, bastano questi recapiti.");
    } else if (!nothingToAdd && read.flags.length === 0) {
      // No praise in the same breath as a complaint or an insult: the calm answer stands alone.
      parts.push(outcome === 'delegated' ? delegationAcknowledgement(s) : acknowledge(topic, s));
    }
    closeAndAdvance(s);
  }

  const acknowledged = parts.length > 0;
  parts.push(...sideAnswers);
  parts.push(nextAsk(s, acknowledged));
  return { state: s, message: parts.filter(Boolean).join(' ') };
}

/** The hidden follow-up sent when the visitor picks a style in the dialog. */
export function styleChosenTurn(s: FullState, style: StyleId | null, userText: string): EngineResult {
  const result = styleChosenInTu(s, style, userText);
  return s.facts.register === 'lei' ? { state: result.state, message: toLei(result.message) } : result;
}

function styleChosenInTu(s: FullState, style: StyleId | null, userText: string): EngineResult {
  recordAnswer(s, 'selected_style', squash(userText));
  if (style) s.selectedStyle = style;
  const lead = style ? styleChosenAcknowledgement(style) : 'Perfetto, ne terremo conto.';
  if (s.topic === 'done') {
    return { state: s, message: `${lead} Quando vuoi, premi «Ho finito - Procedi con la creazione».` };
  }
  if (s.topic === 'style') {
    if (s.facts.colors.length > 0) {
      closeAndAdvance(s);
      return { state: s, message: `${lead} ${isReady(s) ? finalMessage(s) : currentQuestion(s)}` };
    }
    s.followUp = 'style-colors';
    return { state: s, message: `${lead} ${followUpQuestion('style-colors', s)}` };
  }
  return { state: s, message: `${lead} Intanto continuiamo. ${currentQuestion(s)}` };
}

/** Whether the conversation gathered enough for the team to start (the interview reached its end). */
export function isReady(s: FullState): boolean {
  return s.topic === 'done';
}
