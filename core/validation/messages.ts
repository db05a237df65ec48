/** Italian wording of validation failures; the field name is also returned in `field`. */
import type { ErrorObject } from 'ajv/dist/2020.js';

const TYPE_NAMES: Record<string, string> = {
  string: 'un testo',
  number: 'un numero',
  integer: 'un numero intero',
  boolean: 'vero o falso',
  object: 'un oggetto JSON',
  array: 'un elenco',
  null: 'nullo',
};

function typeName(type: unknown): string {
  const list = Array.isArray(type) ? type : String(type).split(',');
  return list.map((t) => TYPE_NAMES[t] ?? t).join(' o ');
}

/** `what` is e.g. «Il campo page_url» or «Il parametro start_date» or «Il corpo della richiesta». */
export function describeError(error: ErrorObject, what: string): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${what} è obbligatorio.`;
    case 'type':
      return `${what} deve essere ${typeName(p.type)}.`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `${what} non può essere vuoto.` : `${what} deve avere almeno ${p.limit} caratteri.`;
    case 'maxLength':
      return `${what} supera il limite di ${p.limit} caratteri.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${what} deve essere almeno ${p.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${what} deve essere al massimo ${p.limit}.`;
    case 'enum':
      return `${what} deve essere uno tra: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `${what} deve valere «${String(p.allowedValue)}».`;
    case 'pattern':
    case 'format':
      return `${what} non ha un formato valido.`;
    case 'additionalProperties':
      return `${what} non è previsto.`;
    case 'minProperties':
      return `${what} deve contenere almeno ${p.limit} campo.`;
    case 'maxProperties':
      return `${what} contiene troppi campi (massimo ${p.limit}).`;
    case 'x-max-depth':
      return `${what} è annidato troppo in profondità (al massimo ${p.limit} livelli).`;
    case 'x-max-bytes':
      return `${what} è troppo grande (al massimo ${p.limit} byte).`;
    case 'maxItems':
      return `${what} contiene troppi elementi (massimo ${p.limit}).`;
    default:
      return `${what} non è valido.`;
  }
}

/** A text that held only invisible characters (controls, zero-width, direction overrides): nothing to keep. */
export function onlyInvisibleMessage(what: string): string {
  return `${what} contiene solo caratteri invisibili o di controllo.`;
}
