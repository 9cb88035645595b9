import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createSiweMessage, type SiweMessageFields } from '@gm-claim/shared';
import { Wallet } from 'ethers';
import { findRepoRoot } from '@gm-claim/server/paths';
import { recoverPersonalSignAddress } from './recover';

describe('recoverPersonalSignAddress', () => {
  it('personal_sign signature – recovers the signing address (as ethers verifyMessage would)', async () => {
    const wallet = Wallet.createRandom();
    const message = 'localhost:5173 wants you to sign in with your Ethereum account:\nline two';
    expect(recoverPersonalSignAddress(message, await wallet.signMessage(message))).toBe(wallet.address);
  });

  it('multi-byte UTF-8 message (accents, CJK, emoji) – recovers the signing address (the prefix counts bytes, not characters)', async () => {
    const wallet = Wallet.createRandom();
    const message = 'Connexion à GM — 登录 🚀\nzweite Zeile';
    expect(recoverPersonalSignAddress(message, await wallet.signMessage(message))).toBe(wallet.address);
  });

  it('signature with v = 0/1 instead of 27/28 – still recovers', async () => {
    const wallet = Wallet.createRandom();
    const signature = await wallet.signMessage('hello');
    const v = parseInt(signature.slice(130), 16) - 27;
    expect(recoverPersonalSignAddress('hello', `${signature.slice(0, 130)}0${v}`)).toBe(wallet.address);
  });

  it('other message – recovers a different address', async () => {
    const wallet = Wallet.createRandom();
    expect(recoverPersonalSignAddress('other', await wallet.signMessage('hello'))).not.toBe(wallet.address);
  });

  it('message with a lone surrogate – returns null instead of throwing', () => {
    expect(recoverPersonalSignAddress('hello \ud800', `0x${'11'.repeat(64)}1b`)).toBeNull();
  });

  it.each([
    ['too short', '0x1234'],
    ['zero r and s', `0x${'00'.repeat(64)}1b`],
    ['bad recovery id', `0x${'11'.repeat(64)}05`],
  ])('%s – returns null', (_name, signature) => {
    expect(recoverPersonalSignAddress('hello', signature)).toBeNull();
  });
});

describe('recoverPersonalSignAddress – the SIWE reference verification vectors', () => {
  const dir = path.join(findRepoRoot(), 'libs/shared/src/dto/siwe-vectors');
  const load = (name: string): Record<string, Record<string, unknown>> =>
    JSON.parse(readFileSync(path.join(dir, `${name}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
  const messageOf = (vector: Record<string, unknown>): string => {
    const { signature: _signature, time: _time, domainBinding: _domain, matchNonce: _nonce, ...fields } = vector;
    return createSiweMessage(fields as unknown as SiweMessageFields);
  };

  it.each(Object.entries(load('verification_positive')))('positive: %s – recovers the message address', (_name, vector) => {
    expect(recoverPersonalSignAddress(messageOf(vector), vector['signature'] as string)).toBe(vector['address']);
  });

  it.each(['wrong signature', 'malformed signature'])('negative: %s – does not recover the message address', (name) => {
    const vector = load('verification_negative')[name] as Record<string, unknown>;
    expect(recoverPersonalSignAddress(messageOf(vector), vector['signature'] as string)).not.toBe(vector['address']);
  });
});
