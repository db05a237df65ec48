/**
 * An HTTP(S) request whose connection goes through a HostGate: to the address the gate checked for the
 * URL's host, never to whatever the system resolver would say (and never to an address literal the gate
 * refuses). Only the status and the headers are read; the body is dropped unread. The TLS name checked is
 * still the URL's host, so pinning the address does not weaken https.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { HostGate } from './public-host';

export interface HeadersAnswer {
  status: number;
  headers: Headers;
}

export interface GatedRequestOptions {
  gate: HostGate;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  method?: string;
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** Sends the request (no redirect followed) and answers its status and headers. */
export async function requestHeaders(url: URL, options: GatedRequestOptions): Promise<HeadersAnswer> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${url.protocol} is not http(s)`);
  // An address literal never reaches `lookup`: the gate decides on it here, as on a name.
  await options.gate.resolve(url.hostname);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        signal: options.signal,
        lookup: options.gate.lookup,
        // No connection is kept for another request: each one goes through the gate.
        agent: false,
      },
      (incoming) => {
        resolve({ status: incoming.statusCode ?? 0, headers: toHeaders(incoming.headers) });
        incoming.destroy();
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
