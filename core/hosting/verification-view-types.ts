/** The contract's shapes of a domain verification (openapi.yaml), under short names. */
import type { Schemas } from '../api';

export type DomainVerification = Schemas['DomainVerification'];
export type DnsRecord = Schemas['DnsRecord'];
