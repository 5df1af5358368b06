import { isIPv4, isIPv6 } from 'node:net';

// A client's network, as a limit counts it. An IPv4 address is one network: a household, an office
// behind its NAT or a mobile carrier's shared address is one client to the limit, and limits per
// network leave room for that. An IPv6 client is routinely given a whole /64 (2^64 addresses it may
// pick from freely), so one address is no client at all: the /64 is the network.

/** The hextets of an IPv6 address, `::` expanded (an embedded IPv4 tail as its two hextets). */
function hextets(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const parts = (text: string) =>
    text
      .split(':')
      .filter(Boolean)
      .flatMap((part) => {
        if (!isIPv4(part)) return [part];
        const [a, b, c, d] = part.split('.').map(Number);
        return [((a! << 8) | b!).toString(16), ((c! << 8) | d!).toString(16)];
      });
  const [front, back] = [parts(head), address.includes('::') ? parts(tail) : []];
  return [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
}

/** The network a limit counts `ip` (Fastify's `req.ip`, the proxies trusted) in: an IPv4 address, or an IPv6 address's /64. */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const prefix = hextets(ip.split('%')[0]!)
    .slice(0, 4)
    .map((part) => parseInt(part, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}
