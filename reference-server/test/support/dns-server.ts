/**
 * A DNS server for tests, on UDP 127.0.0.1 and a free port: the server under test is pointed at it
 * (`dnsServers` / DNS_SERVERS=127.0.0.1:PORT), so a test decides what a customer's name resolves to,
 * loopback included, without touching the machine's DNS. Answers A, AAAA, CNAME (followed for A and AAAA
 * queries, as a recursive resolver answers) and TXT from a zone the test can change while it runs; an
 * unknown name is NXDOMAIN, a name marked `servfail` answers SERVFAIL. Every question is recorded.
 */
import { createSocket, type RemoteInfo } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import * as dnsPacket from 'dns-packet';

export interface DnsRecords {
  A?: string[];
  AAAA?: string[];
  CNAME?: string;
  /** Each entry is one TXT record (one string). */
  TXT?: string[];
  /** Answer SERVFAIL for this name (a broken zone). */
  servfail?: boolean;
}

export interface TestDnsServer {
  /** `127.0.0.1:PORT`, for `dnsServers` or DNS_SERVERS. */
  address: string;
  port: number;
  /** Sets (replaces) the records of a name. */
  set(name: string, records: DnsRecords): void;
  remove(name: string): void;
  /** The questions received, in order (`type name`, e.g. `A shop.example`). */
  queries: string[];
  close(): Promise<void>;
}

const NXDOMAIN = 3;
const SERVFAIL = 2;
const TTL = 60;

export async function startDnsServer(zone: Record<string, DnsRecords> = {}): Promise<TestDnsServer> {
  const records = new Map<string, DnsRecords>();
  const key = (name: string) => name.toLowerCase().replace(/\.$/, '');
  for (const [name, entry] of Object.entries(zone)) records.set(key(name), entry);
  const queries: string[] = [];
  const socket = createSocket('udp4');

  function answer(question: dnsPacket.Question): { rcode: number; answers: dnsPacket.Answer[] } {
    const answers: dnsPacket.Answer[] = [];
    let name = key(question.name);
    for (let hop = 0; hop < 8; hop += 1) {
      const entry = records.get(name);
      if (!entry) return { rcode: hop === 0 ? NXDOMAIN : 0, answers };
      if (entry.servfail) return { rcode: SERVFAIL, answers: [] };
      if (question.type === 'CNAME' || !entry.CNAME) {
        if (question.type === 'A' || question.type === 'AAAA') {
          for (const data of entry[question.type] ?? []) answers.push({ type: question.type, name, ttl: TTL, data });
        } else if (question.type === 'CNAME' && entry.CNAME) {
          answers.push({ type: 'CNAME', name, ttl: TTL, data: entry.CNAME });
        } else if (question.type === 'TXT') {
          for (const data of entry.TXT ?? []) answers.push({ type: 'TXT', name, ttl: TTL, data });
        }
        return { rcode: 0, answers };
      }
      answers.push({ type: 'CNAME', name, ttl: TTL, data: entry.CNAME });
      name = key(entry.CNAME);
    }
    return { rcode: SERVFAIL, answers: [] };
  }

  socket.on('message', (message: Buffer, from: RemoteInfo) => {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    queries.push(`${question.type} ${key(question.name)}`);
    const { rcode, answers } = answer(question);
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | rcode,
      questions: [question],
      answers,
    });
    socket.send(response, from.port, from.address);
  });

  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    port,
    set: (name, entry) => void records.set(key(name), entry),
    remove: (name) => void records.delete(key(name)),
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}
