// An address an office types (an AI provider's base URL) is fetched by the server: it must not reach the
// server's own network — loopback, private and link-local ranges, cloud metadata (169.254.169.254) — unless the
// installation allows it (a single-office server running Ollama beside the app). Checked when the address is
// saved and again before each call, on every address its name resolves to.
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const INTERNAL = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(net, bits, 'ipv6');

export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return INTERNAL.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** 'blocked' when the URL's host is, or resolves to, an internal address; 'unresolved' when its name does not resolve. */
export async function outboundUrlProblem(url: string): Promise<'blocked' | 'unresolved' | null> {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return 'blocked';
  }
  if (isIP(host)) return isInternalAddress(host) ? 'blocked' : null;
  try {
    const addresses = await lookup(host, { all: true, verbatim: true });
    return addresses.some((a) => isInternalAddress(a.address)) ? 'blocked' : null;
  } catch {
    return 'unresolved';
  }
}
