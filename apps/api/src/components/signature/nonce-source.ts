import { randomBytes } from 'node:crypto';

/**
 * Where signature nonces come from. GMChallenge keeps used nonces in one global bitmap, 256 to a storage
 * word (bit `nonce % 256` of word `nonce / 256`): a nonce in a word that is already nonzero costs its user about 5,000
 * gas, a nonce opening a word about 22,100. So nonces are handed out consecutively: a random 128-bit base shifted left
 * by 64 bits, plus a counter. 255 of every 256 signatures then land in an open word.
 *
 * The base is drawn from the CSPRNG when the source is created (once per API process) and again if the counter ever
 * ran out of its 64 bits. It is not stored anywhere: API instances share nothing (each has its own base, so their
 * nonces never meet: two bases coincide with probability 2^-128 per pair), and a restarted process, a database reset or
 * a PostgreSQL crash that loses the last acknowledged rows under asynchronous commit cannot make a nonce be handed out
 * twice, as a database sequence could after such a crash. `issued_signatures` still records every nonce under its
 * primary key, so even a coinciding base would be refused, not reissued.
 */
export interface NonceSource {
  next(): bigint;
}

const COUNTER_BITS = 64n;
const COUNTER_LIMIT = 1n << COUNTER_BITS;

function drawBase(): bigint {
  return BigInt(`0x${randomBytes(16).toString('hex')}`) << COUNTER_BITS;
}

export function createNonceSource(draw: () => bigint = drawBase): NonceSource {
  let base = draw();
  let counter = 0n;
  return {
    next() {
      if (counter === COUNTER_LIMIT) {
        base = draw();
        counter = 0n;
      }
      return base + counter++;
    },
  };
}
