import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** How long a receiver has to answer, and how much of its answer the log keeps. */
const TIMEOUT_MS = 10_000;
const KEPT_BYTES = 300;

/** Where a partner's webhook may not go unless the deployment allows it: this machine and private networks. */
const privateNetworks = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  privateNetworks.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  privateNetworks.addSubnet(net, bits, 'ipv6');

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return privateNetworks.check(mapped, 'ipv4');
  const family = isIP(address);
  return family !== 0 && privateNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface PostOutcome {
  /** The receiver's HTTP status, or null when it did not answer. */
  status: number | null;
  /** Why it did not answer, or the start of what it answered when that was not a 2xx. */
  text: string | null;
}

class RefusedAddress extends Error {}

/**
 * POSTs a webhook body. Redirects are not followed (a 3xx is an answer, not a delivery). With
 * `privateTargets` false, a host that is — or resolves to — a private address is refused at connection
 * time, after DNS, so a name cannot be pointed at the inside of the network between check and use.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  privateTargets: boolean,
): Promise<PostOutcome> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (!privateTargets && isIP(host) && isPrivateAddress(host))
      return resolve({ status: null, text: 'address not allowed (a private network)' });
    const guarded = (
      hostname: string,
      options: object,
      callback: (err: Error | null, address: string | LookupAddress[], family?: number) => void,
    ) =>
      dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
        if (err) return callback(err, '');
        if (!privateTargets && addresses.some((a) => isPrivateAddress(a.address)))
          return callback(new RefusedAddress('address not allowed (a private network)'), '');
        if ((options as { all?: boolean }).all) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      });
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    // The whole exchange, not only each silence: a receiver that trickles its answer is cut off too.
    const deadline = setTimeout(
      () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)),
      TIMEOUT_MS,
    );
    const done = (outcome: PostOutcome) => {
      clearTimeout(deadline);
      resolve(outcome);
    };
    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
        lookup: guarded,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const answer = (text: string) =>
          done({ status, text: status >= 200 && status < 300 ? null : text.slice(0, KEPT_BYTES) || null });
        let kept = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          kept += chunk;
          // Enough for the log: the rest is not read.
          if (kept.length >= KEPT_BYTES) {
            answer(kept);
            res.destroy();
          }
        });
        res.on('end', () => answer(kept));
        res.on('error', () => answer(kept));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => {
      const text = err instanceof RefusedAddress || !err.code ? err.message : `${err.code}: ${err.message}`;
      done({ status: null, text: text.slice(0, KEPT_BYTES) });
    });
    req.end(body);
  });
}
