/**
 * RFC 9457 problem details shared by both backends. Services throw an `ApiProblem`; the HTTP layer
 * (Koa or MSW) turns it into an `application/problem+json` answer with `problemBody`.
 * Titles and details are Italian because the web app may show them to people.
 */
import type { Problem } from './api';

export interface ProblemInit {
  status: number;
  type: string;
  title: string;
  detail?: string;
  field?: string;
  /** Extra response headers (e.g. Retry-After on 429, Allow on 405). */
  headers?: Record<string, string>;
}

export class ApiProblem extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly field: string | undefined;
  readonly headers: Record<string, string>;

  constructor(init: ProblemInit) {
    super(init.detail ?? init.title);
    this.name = 'ApiProblem';
    this.status = init.status;
    this.type = init.type;
    this.title = init.title;
    this.detail = init.detail;
    this.field = init.field;
    this.headers = init.headers ?? {};
  }
}

/** A size limit as people read it: «64 KB», «10 MB». */
function sizeText(bytes: number): string {
  const mb = 1024 * 1024;
  return bytes >= mb && bytes % mb === 0 ? `${bytes / mb} MB` : `${Math.round(bytes / 1024)} KB`;
}

export function isApiProblem(value: unknown): value is ApiProblem {
  return value instanceof ApiProblem;
}

/** The JSON body of a problem answer; `request_id` lets support find the log line. */
export function problemBody(problem: ApiProblem, requestId?: string): Problem {
  const body: Problem = { type: problem.type, title: problem.title, status: problem.status };
  if (problem.detail !== undefined) body.detail = problem.detail;
  if (problem.field !== undefined) body.field = problem.field;
  if (requestId !== undefined) body.request_id = requestId;
  return body;
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

export const problems = {
  badRequest: (detail: string, field?: string) =>
    new ApiProblem({
      status: 400,
      type: '/problemi/richiesta-non-valida',
      title: 'Richiesta non valida',
      detail,
      field,
    }),
  malformedJson: () =>
    new ApiProblem({
      status: 400,
      type: '/problemi/json-non-valido',
      title: 'Richiesta non valida',
      detail: 'Il corpo della richiesta non è un JSON valido.',
    }),
  /** An operation that requires a body got none, or one of zero bytes (whatever its Content-Type). */
  emptyBody: () =>
    new ApiProblem({
      status: 400,
      type: '/problemi/richiesta-non-valida',
      title: 'Richiesta non valida',
      detail: 'Il corpo della richiesta è vuoto: questa operazione richiede un JSON.',
    }),
  unauthorized: (detail = 'Credenziali mancanti, non valide o scadute.') =>
    new ApiProblem({ status: 401, type: '/problemi/non-autorizzato', title: 'Non autorizzato', detail }),
  forbidden: (detail = 'Operazione non permessa con queste credenziali.') =>
    new ApiProblem({ status: 403, type: '/problemi/vietato', title: 'Accesso negato', detail }),
  notFound: (detail = 'La risorsa richiesta non esiste.') =>
    new ApiProblem({ status: 404, type: '/problemi/non-trovato', title: 'Non trovato', detail }),
  conflict: (detail: string) =>
    new ApiProblem({ status: 409, type: '/problemi/conflitto', title: 'Operazione non possibile', detail }),
  methodNotAllowed: (allowed: readonly string[]) =>
    new ApiProblem({
      status: 405,
      type: '/problemi/metodo-non-consentito',
      title: 'Metodo non consentito',
      detail: `Metodi consentiti su questo indirizzo: ${allowed.join(', ')}.`,
      headers: { Allow: allowed.join(', ') },
    }),
  /** A 400 (the contract declares no 415): the body's media type is not one the operation takes. */
  unsupportedMediaType: (accepted: readonly string[]) =>
    new ApiProblem({
      status: 400,
      type: '/problemi/formato-non-supportato',
      title: 'Formato non supportato',
      detail: `Il corpo della richiesta deve essere in uno di questi formati: ${accepted.join(', ')}.`,
    }),
  /**
   * A 400 (the contract declares no 415): the body's Content-Encoding is not one the server decodes,
   * or the bytes are not what it says (a "gzip" body that is plain text).
   */
  badContentEncoding: (encoding: string, supported: readonly string[]) =>
    new ApiProblem({
      status: 400,
      type: '/problemi/codifica-non-valida',
      title: 'Codifica non valida',
      detail: supported.includes(encoding)
        ? `Il corpo della richiesta non è codificato come dichiara Content-Encoding (${encoding}).`
        : `La codifica del corpo «${encoding.slice(0, 40)}» non è supportata: usa ${supported.join(', ')} o nessuna codifica.`,
    }),
  payloadTooLarge: (limitBytes: number) =>
    new ApiProblem({
      status: 413,
      type: '/problemi/corpo-troppo-grande',
      title: 'Richiesta troppo grande',
      detail: `Il corpo della richiesta supera il limite di ${sizeText(limitBytes)}.`,
    }),
  /** The request's body did not arrive in full within the server's deadline (the connection is closed). */
  requestTimeout: (deadlineMs: number) =>
    new ApiProblem({
      status: 408,
      type: '/problemi/richiesta-scaduta',
      title: 'Richiesta scaduta',
      detail: `Il corpo della richiesta non è arrivato per intero entro ${Math.round(deadlineMs / 100) / 10} secondi.`,
    }),
  tooManyRequests: (retryAfterSeconds: number, detail = 'Troppe richieste. Riprova più tardi.') =>
    new ApiProblem({
      status: 429,
      type: '/problemi/troppe-richieste',
      title: 'Troppe richieste',
      detail,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  /** 503: the storage cannot take the request now (database unreachable, disk full); nothing was saved. */
  serviceUnavailable: (retryAfterSeconds: number, detail: string) =>
    new ApiProblem({
      status: 503,
      type: '/problemi/servizio-non-disponibile',
      title: 'Servizio temporaneamente non disponibile',
      detail,
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    }),
  internal: () =>
    new ApiProblem({
      status: 500,
      type: '/problemi/errore-interno',
      title: 'Errore interno',
      detail: 'Si è verificato un errore imprevisto. Riprova tra poco.',
    }),
} as const;
