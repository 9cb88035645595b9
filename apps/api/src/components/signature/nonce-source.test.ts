import { createNonceSource } from './nonce-source';

describe('createNonceSource', () => {
  it('consecutive nonces above a base shifted left by 64 bits – 256 of them fill exactly one GMChallenge bitmap word', () => {
    const source = createNonceSource(() => 0xabcdefn << 64n);
    const nonces = Array.from({ length: 256 }, () => source.next());
    expect(nonces[0]).toBe(0xabcdefn << 64n);
    expect(nonces[255]).toBe((0xabcdefn << 64n) + 255n);
    expect(new Set(nonces.map((nonce) => nonce >> 8n)).size).toBe(1);
    expect(source.next() >> 8n).toBe(((0xabcdefn << 64n) >> 8n) + 1n);
  });

  it('two sources (two API processes) – different random 128-bit bases', () => {
    const a = createNonceSource().next();
    const b = createNonceSource().next();
    expect(a >> 64n).not.toBe(b >> 64n);
    expect(a < 2n ** 192n && b < 2n ** 192n).toBe(true);
  });
});
