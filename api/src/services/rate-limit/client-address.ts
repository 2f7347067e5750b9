import { isIPv6 } from 'node:net';

/** The 8 groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two groups). */
const ipv6Groups = (address: string): string[] => {
  const [head = '', tail = ''] = address.split('::');
  const part = (text: string) =>
    (text === '' ? [] : text.split(':')).flatMap((g) => (g.includes('.') ? ['0', '0'] : [g]));
  const left = part(head);
  const right = address.includes('::') ? part(tail) : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array.from({ length: Math.max(0, missing) }, () => '0'), ...right];
};

/**
 * The key a client's network is counted under: an IPv4 address as it is (also when it arrives
 * IPv4-mapped, `::ffff:a.b.c.d`), an IPv6 address by its /64 prefix — one subscriber usually holds
 * a whole /64, so counting single IPv6 addresses would let one client rotate through billions.
 */
export const clientAddressKey = (ip: string): string => {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const prefix = ipv6Groups(ip.toLowerCase().split('%')[0] ?? ip)
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
};
