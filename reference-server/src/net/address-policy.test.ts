import { describe, expect, it } from 'vitest';
import { classifyAddress, isAddressLiteral, isPublicAddress } from './address-policy';

describe('isPublicAddress', () => {
  it('refuses every address that reaches inside or nowhere, in both families and every IPv4-carrying IPv6 form', () => {
    for (const address of [
      '0.0.0.0',
      '0.1.2.3', // 0.0.0.0/8
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254', // cloud instance metadata
      '100.64.0.1', // CGNAT
      '100.127.255.254',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '192.0.0.8', // IETF protocol assignments
      '192.0.2.1', // documentation
      '198.51.100.7',
      '203.0.113.9',
      '198.18.0.1', // benchmarking
      '240.0.0.1', // reserved
      '::',
      '::1',
      '[::1]',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'fec0::1', // site-local
      'ff02::1',
      '100::1', // discard
      '2001:db8::1', // documentation
      '2001::1', // Teredo
      '::ffff:127.0.0.1', // IPv4-mapped
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::127.0.0.1', // IPv4-compatible
      '::ffff:0:a00:1', // SIIT
      '64:ff9b::7f00:1', // NAT64 of loopback
      '64:ff9b::a9fe:a9fe', // NAT64 of the metadata address
      '64:ff9b:1::1', // local-use NAT64
      '2002:7f00:1::1', // 6to4 of loopback
      '2002:c0a8:101::1', // 6to4 of 192.168.1.1
      '4000::1', // outside global unicast
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('lets public unicast through, also when an IPv6 form carries a public IPv4 address', () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.216.34',
      '172.32.0.1',
      '100.128.0.1',
      '2606:4700::1111',
      '[2a00:1450:4002:80b::200e]',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('names the range, and reads only canonical literals as addresses', () => {
    expect(classifyAddress('169.254.169.254')).toBe('linkLocal');
    expect(classifyAddress('100.64.0.1')).toBe('carrierGradeNat');
    expect(classifyAddress('::1')).toBe('loopback');
    expect(classifyAddress('::ffff:10.0.0.1')).toBe('ipv4Mapped:private');
    // WHATWG URL turns these into 127.0.0.1 before they get here; as text they are not literals.
    for (const text of ['127.1', '0x7f.0.0.1', '2130706433', 'negozio.it', '']) {
      expect(isAddressLiteral(text), text).toBe(false);
    }
  });
});
