/** Serving customers' sites by host, their custom domains (Pro) and the TLS ask endpoint's rule. */
export * from './host-name';
export * from './hosting-config';
export * from './domain-store';
export * from './domain-probe';
export * from './domain-verification';
export * from './site-directory';
export * from './route-host';
export * from './tls-ask';
export type { DomainVerification, DnsRecord } from './verification-view-types';
export * from './domain-checks';
export * from './published-site-reader';
