import { describe, expect, it } from 'vitest';
import { isInternalAddress, outboundUrlProblem } from './outbound-url.ts';

describe('outbound URLs', () => {
  it('tells internal addresses from public ones, IPv4, IPv6 and IPv4-mapped', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.5',
      '192.168.0.10',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
    ])
      expect(isInternalAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '200.160.2.3', '2001:4860:4860::8888', '::ffff:8.8.8.8'])
      expect(isInternalAddress(a), a).toBe(false);
  });

  it('blocks URLs whose host is or resolves to an internal address', async () => {
    expect(await outboundUrlProblem('http://127.0.0.1:11434/v1')).toBe('blocked');
    expect(await outboundUrlProblem('http://[::1]:8080/v1')).toBe('blocked');
    expect(await outboundUrlProblem('http://169.254.169.254/latest/meta-data')).toBe('blocked');
    expect(await outboundUrlProblem('http://localhost:5432/')).toBe('blocked');
    expect(await outboundUrlProblem('https://8.8.8.8/v1')).toBeNull();
    expect(await outboundUrlProblem('http://nao-existe.invalid/v1')).toBe('unresolved');
  });
});
