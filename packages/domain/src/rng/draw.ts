import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Auditable randomness (docs/rules/lottery.md "Randomness"). Everything here is a pure function of the secret
 * seed and public labels, so anyone holding the revealed seed recomputes every draw and powerplay result.
 */

export const SEED_BYTES = 32;

export function isSeedHex(value: string): boolean {
  return /^[0-9a-f]{64}$/.test(value);
}

/** `sha256(seed)` as lowercase hex: published before picks close. */
export function commitmentOf(seedHex: string): string {
  return bytesToHex(sha256(hexToBytes(seedHex)));
}

/**
 * A stream of numbers in [min, max] from HMAC-SHA256(seed, "<prefix>:<attempt>") for attempt = 0, 1, 2…
 * continuing across calls: the first 4 bytes as an unsigned big-endian integer, rejected at or above the
 * largest multiple of the range size (no modulo bias), and rejected when `accept` refuses the number.
 */
export function seededStream(seedHex: string, prefix: string, min: number, max: number) {
  const size = max - min + 1;
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`empty range ${min}..${max}`);
  const key = hexToBytes(seedHex);
  const limit = Math.floor(2 ** 32 / size) * size;
  let attempt = 0;
  return (accept: (n: number) => boolean = () => true): number => {
    // With a fair hash, 10,000 rejections in a row only happen when `accept` refuses everything.
    for (const stop = attempt + 10_000; attempt < stop;) {
      const h = hmac(sha256, key, utf8ToBytes(`${prefix}:${attempt++}`));
      const u = ((h[0]! << 24) | (h[1]! << 16) | (h[2]! << 8) | h[3]!) >>> 0;
      if (u >= limit) continue;
      const n = min + (u % size);
      if (accept(n)) return n;
    }
    throw new RangeError('no acceptable number in range');
  };
}

/** Ball k (1-based) of a draw, skipping numbers already drawn. */
export function drawBall(
  seedHex: string,
  gameId: string,
  k: number,
  range: { min: number; max: number },
  alreadyDrawn: readonly number[],
): number {
  return seededStream(seedHex, `${gameId}:ball:${k}`, range.min, range.max)((n) => !alreadyDrawn.includes(n));
}

/** The first `count` balls of a draw, in draw order. */
export function drawBalls(
  seedHex: string,
  gameId: string,
  count: number,
  range: { min: number; max: number },
): number[] {
  const balls: number[] = [];
  for (let k = 1; k <= count; k++) balls.push(drawBall(seedHex, gameId, k, range, balls));
  return balls;
}

/** The stream for one powerplay use (Replace, Replace All): auditable from the revealed seed. */
export const powerplayStream = (
  seedHex: string,
  gameId: string,
  entryId: string,
  useNumber: number,
  range: { min: number; max: number },
) => seededStream(seedHex, `${gameId}:entry:${entryId}:use:${useNumber}`, range.min, range.max);

/** Turns caller-supplied random bytes (the server's crypto RNG) into a seed. */
export function seedFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== SEED_BYTES) throw new RangeError(`a seed is ${SEED_BYTES} bytes`);
  return bytesToHex(bytes);
}
