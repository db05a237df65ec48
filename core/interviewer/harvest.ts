/**
 * Facts that can turn up in any answer (an email in the first message, colours while talking about
 * the brand): collected whatever the current question, so nothing is asked twice.
 */
import { findActivityKind, findCity } from './business';
import { findColors, mentionsColours } from './colors';
import { findAddress, findEmails, findPhoneAndWhatsApp, findSocial, findWebAddresses, socialNetworkOf } from './contacts';
import type { InterviewFacts, TopicId } from './state';
import { findPrice, parseServices } from './services';
import { findStyleWords } from './style';
import { sentences } from './text';

function addUnique(list: string[], values: readonly string[], max: number): void {
  for (const v of values) if (!list.includes(v) && list.length < max) list.push(v);
}

export function harvest(facts: InterviewFacts, text: string, topic: TopicId | 'done'): void {
  const email = findEmails(text)[0];
  if (email && !facts.email) facts.email = email;

  const { phone, whatsapp } = findPhoneAndWhatsApp(text, facts.phone);
  if (phone && !facts.phone) facts.phone = phone;
  if (whatsapp && !facts.whatsapp) facts.whatsapp = whatsapp;

  const address = findAddress(text);
  if (address && !facts.address) facts.address = address;

  addUnique(facts.social, findSocial(text), 20);

  for (const web of findWebAddresses(text)) {
    if (socialNetworkOf(web.host)) continue;
    if (topic === 'domain' && !facts.domainWish) facts.domainWish = web.host;
    else if (!facts.website && web.host !== facts.domainWish) facts.website = web.display;
  }

  if (!facts.city) facts.city = findCity(text);
  if (!facts.activityKind) facts.activityKind = findActivityKind(text);

  // Prices given before we ask ("lezione singola 40 euro"): those sentences are the services.
  if (topic !== 'services' && facts.services.length === 0) {
    const priced = sentences(text).filter((s) => {
      const price = findPrice(s);
      return price !== null && price.price !== 'gratuito';
    });
    if (priced.length > 0) facts.services = parseServices(priced.join('\n')).filter((s) => s.price !== null);
  }

  if (topic === 'style' || mentionsColours(text)) addUnique(facts.colors, findColors(text), 20);
  if (topic === 'style') addUnique(facts.styleWords, findStyleWords(text), 10);
}
