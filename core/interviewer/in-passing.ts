/**
 * A message that only hands over a fact of the contacts or the legal data, ahead of its question ("la mia
 * partita IVA è 01234567891" while we ask about the customers): the fact is taken where it belongs, and the
 * message is not also the answer to the question on the table.
 */
import { withoutContactData, withoutVatNumbers } from './contacts';
import { bare } from './text';

/**
 * Words that only introduce such a fact ("ecco la mia mail:", "il numero del negozio è", "scrivetemi a"). The
 * labels that withoutContactData() already removes (mail, telefono, numero, whatsapp...) are not repeated here.
 */
const LEAD_WORDS = new Set(
  (
    'a ad al alla allo ah anche anzi c che ci comunque codice del della dell di dimenticavo e ecco ed ' +
    'elettronica fiscale i il indirizzo it intanto invece iva l la le lo mi mia mie miei mio negozio nostra ' +
    'nostre nostri nostro oh ok oppure p partita pec per piva poi posta puoi potete qui questa questo ' +
    'scrivete scrivetemi scrivici scrivimi scusa sede si sono studio ti trovi trovate chiamami chiamateci ' +
    'chiamate contattami contattateci contatti recapito wa fisso ufficio aziendale personale pure direttamente ' +
    'sempre volentieri'
  ).split(' '),
);

/**
 * True when `text` holds nothing but the given values (as harvested from it), the contact data and P.IVA it
 * names, and the words that introduce them. `values` are the facts this message set: an email without its
 * domain's ending or a phone number too short, kept as written but not matched by the contact patterns.
 */
export function onlyFactsGiven(text: string, values: readonly string[]): boolean {
  let rest = text;
  for (const value of values) if (value) rest = rest.split(value).join(' ');
  const words = bare(withoutContactData(withoutVatNumbers(rest)).replace(/\d+/g, ' '))
    .split(/[\s']+/)
    .filter(Boolean);
  return words.every((word) => LEAD_WORDS.has(word));
}
