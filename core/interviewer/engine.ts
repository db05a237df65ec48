/**
 * One turn of the deterministic interview: read the visitor's message, answer any side question,
 * take what it says into the facts, then acknowledge and ask the next useful question (one at a time).
 */
import type { StyleId } from '../api';
import { asksForClarification, isDelegation, isGreetingOnly, isNegative, isVague } from './answers';
import { findActivityKind, findBusinessName, findCity, nameFromDirectAnswer } from './business';
import { findColors } from './colors';
import { withoutContactData } from './contacts';
import { harvest } from './harvest';
import {
  acknowledge, afterFinalMessage, delegationAcknowledgement, finalMessage, greetingLead, reaskLead, resumeLead,
  offTopicAnswer, pricesAcknowledgement, skipAcknowledgement, styleChosenAcknowledgement, unknownQuestionAnswer,
} from './phrasing';
import { attachPrices, parseServices } from './services';
import { answerSideQuestion, isQuestion, matchSideQuestion, type SideTopic } from './side-questions';
import type { FullState, TopicId } from './state';
import { findStyleWords, findToneWords } from './style';
import { alreadyCovered, askQuestion, followUpQuestion, reaskQuestion, topicsFor } from './topics';
import { clip, decapitalize, fold, sentences, squash, tidyName, wordCount } from './text';

/** What absorbing an answer into the current topic led to. */
type Outcome = 'accepted' | 'vague' | 'follow-up' | 'delegated' | 'skipped';

interface ReadMessage {
  /** The parts of the message that answer us (not questions we answer on the side). */
  answer: string;
  sideTopics: SideTopic[];
  unknownQuestion: boolean;
  clarify: boolean;
}

/** A question that is really part of an answer: "posso usare i colori del logo?". */
const REQUEST = /\b(posso|possiamo|si puo|va bene se|vorrei|devo|dovrei|meglio|potete|potreste|e se)\b/;

function readMessage(text: string): ReadMessage {
  const answerParts: string[] = [];
  const sideTopics: SideTopic[] = [];
  let unknownQuestion = false;
  let clarify = false;
  const all = sentences(text);
  for (const sentence of all) {
    const side = matchSideQuestion(sentence);
    if (isDelegation(sentence) && !side) {
      answerParts.push(sentence);
    } else if (isQuestion(sentence)) {
      if (asksForClarification(sentence)) clarify = true;
      else if (side) sideTopics.push(side);
      else if (all.length === 1 && wordCount(sentence) <= 12 && !/\d|@/.test(sentence) && !REQUEST.test(fold(sentence))) unknownQuestion = true;
      else answerParts.push(sentence);
    } else if (side === 'offtopic' && wordCount(sentence) <= 12) {
      sideTopics.push('offtopic');
    } else if (asksForClarification(sentence)) {
      clarify = true;
    } else {
      answerParts.push(sentence);
    }
  }
  return { answer: answerParts.join(' ').trim(), sideTopics: [...new Set(sideTopics)], unknownQuestion, clarify };
}

function setActivity(s: FullState, text: string): void {
  if (!s.facts.activity) s.facts.activity = clip(text, 2000);
}

function absorbBusiness(s: FullState, answer: string): Outcome {
  const f = s.facts;
  if (s.followUp === 'business-details') {
    if (!f.businessName) f.businessName = nameFromDirectAnswer(answer) ?? findBusinessName(answer);
    if (!f.city) {
      f.city = findCity(answer);
      // Asked only for the place: a short answer is the place, even a town not on our list.
      if (!f.city && f.businessName && wordCount(answer) <= 4) f.city = tidyName(answer.replace(/^(a|ad|in|di|da|siamo a|sono a|zona)\s+/i, ''));
    }
    if (!f.activity && findActivityKind(answer)) setActivity(s, answer);
    return 'accepted';
  }
  if (isVague(answer)) return 'vague';
  const kind = findActivityKind(answer);
  const name = findBusinessName(answer);
  if (name && !f.businessName) f.businessName = clip(name, 200);
  if (kind || wordCount(answer) >= 3) setActivity(s, answer);
  else if (!f.businessName) f.businessName = clip(tidyName(answer), 200);
  if (f.businessName && f.activity && f.city) return 'accepted';
  return 'follow-up';
}

function absorbServices(s: FullState, answer: string): Outcome {
  const f = s.facts;
  if (s.followUp === 'service-prices') {
    if (!isNegative(answer) && !isDelegation(answer)) f.services = attachPrices(f.services, answer);
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
  const colours = findColors(answer);
  for (const c of colours) if (!f.colors.includes(c) && f.colors.length < 20) f.colors.push(c);
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

function absorbDomain(s: FullState, answer: string): Outcome {
  const f = s.facts;
  if (f.domainWish) return 'accepted';
  if (isNegative(answer) || isDelegation(answer)) {
    f.notes.push('Dominio: da proporre al cliente.');
    return isDelegation(answer) ? 'delegated' : 'accepted';
  }
  const bareName = answer.trim().toLowerCase().match(/^(?:www\.)?([a-z0-9][a-z0-9-]{2,62})$/)?.[1];
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
      f.customers = clip(answer, 2000);
      return 'accepted';
    case 'services':
      return absorbServices(s, answer);
    case 'strengths':
      if (isVague(answer)) return 'vague';
      f.strengths = clip(answer, 2000);
      return 'accepted';
    case 'tone': {
      if (isDelegation(answer)) {
        f.tone = 'a scelta del team';
        return 'delegated';
      }
      if (isVague(answer)) return 'vague';
      const words = findToneWords(answer);
      f.tone = answer.length > 120 && words.length > 0 ? words.join(', ') : clip(answer, 500);
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
  return withoutContactData(answer) !== answer.trim() && (s.facts.email !== null || s.facts.phone !== null || s.facts.website !== null || s.facts.social.length > 0);
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

/** A visible message from the visitor. */
export function visibleTurn(s: FullState, userText: string): EngineResult {
  const text = squash(userText);
  s.turns += 1;
  const read = readMessage(text);
  const topic = s.topic;
  recordAnswer(s, topic, text);
  if (read.answer) harvest(s.facts, read.answer, topic);

  const sideAnswers = read.sideTopics.map((t) => (t === 'offtopic' ? offTopicAnswer(s) : answerSideQuestion(t, s.plan)));
  if (read.unknownQuestion) sideAnswers.push(unknownQuestionAnswer(s));

  if (topic === 'done') {
    if (read.answer && !isNegative(read.answer) && !isVague(read.answer)) s.facts.notes.push(clip(read.answer, 1000));
    const closing = read.answer ? afterFinalMessage(s) : 'Quando vuoi, premi «Ho finito - Procedi con la creazione».';
    return { state: s, message: [...sideAnswers, closing].join(' ') };
  }

  // Only side questions (or a request to explain): answer them and ask our question again.
  if (!read.answer) {
    if (read.clarify && sideAnswers.length === 0) {
      return { state: s, message: `${reaskLead(s)} ${s.followUp ? followUpQuestion(s.followUp, s) : reaskQuestion(topic, s)}` };
    }
    return { state: s, message: `${sideAnswers.join(' ')} ${resumeLead(s)} ${currentQuestion(s)}` };
  }

  const askedFor = s.followUp;
  const greeting = isGreetingOnly(read.answer);

  // Contact details given ahead of time (a phone number while we ask about colours): take them,
  // say so, and ask the current question again without counting it as a vague answer.
  const contactsOnly = topic !== 'contacts' && topic !== 'domain' && !greeting &&
    withoutContactData(read.answer).replace(/[^\p{L}]/gu, '').length < 2 && contactsAcknowledged(s, read.answer);
  if (contactsOnly) {
    return { state: s, message: [acknowledge('contacts', s), ...sideAnswers, `Intanto, ${decapitalize(currentQuestion(s))}`].join(' ') };
  }

  const outcome = greeting ? 'vague' : absorb(s, topic, read.answer);
  const parts: string[] = [];

  if (outcome === 'vague') {
    if (!greeting) s.attempts += 1;
    if (s.attempts >= 2) {
      parts.push(skipAcknowledgement(s));
      closeAndAdvance(s);
    } else {
      const again = greeting ? greetingLead(s) + ' ' + currentQuestion(s) : `${reaskLead(s)} ${reaskQuestion(topic, s)}`;
      return { state: s, message: [...sideAnswers, again].join(' ') };
    }
  } else if (outcome === 'follow-up' && s.followUp === null) {
    s.followUp = topic === 'business' ? 'business-details' : topic === 'services' ? 'service-prices' : 'reach';
    s.attempts = 0;
    const ack = topic === 'business' && !s.facts.activity ? '' : acknowledge(topic, s);
    return { state: s, message: [ack, ...sideAnswers, followUpQuestion(s.followUp, s)].filter(Boolean).join(' ') };
  } else {
    // "No, nient'altro" to the last question needs no acknowledgement before the closing words.
    const nothingToAdd = topic === 'extra' && (isNegative(read.answer) || isVague(read.answer));
    if (askedFor === 'service-prices') {
      parts.push(pricesAcknowledgement(s, !s.facts.services.some((x) => x.price !== null)));
    } else if (topic === 'contacts' && isNegative(read.answer)) {
      parts.push('D\'accordo, bastano questi recapiti.');
    } else if (!nothingToAdd) {
      parts.push(outcome === 'delegated' ? delegationAcknowledgement(s) : acknowledge(topic, s));
    }
    closeAndAdvance(s);
  }

  parts.push(...sideAnswers);
  parts.push(isReady(s) ? finalMessage(s) : currentQuestion(s));
  return { state: s, message: parts.filter(Boolean).join(' ') };
}

/** The hidden follow-up sent when the visitor picks a style in the dialog. */
export function styleChosenTurn(s: FullState, style: StyleId | null, userText: string): EngineResult {
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
