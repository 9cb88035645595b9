import { relayerPauseTypedData } from '@gm-claim/shared/relay/pause';
import { verifyTypedData, Wallet } from 'ethers';
import { jsonResponse as json } from '@gm-claim/web-core-api/testing';
import { readRelayerPause, setRelayerPause } from './relayer-pause';

const operator = new Wallet('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

describe("the relayer's pause from the cockpit (issue 35 §4)", () => {
  it("signs RelayerPause with the operator's wallet and posts what the relayer verifies", async () => {
    const posted: Array<{ url: string; body: Record<string, unknown> }> = [];
    const fetchFn = jest.fn(async (url: string, init?: RequestInit) => {
      posted.push({ url, body: JSON.parse(String(init?.body)) as Record<string, unknown> });
      return json(200, { paused: true, reason: 'budget top-up', by: operator.address, at: '2026-11-29T02:00:00.000Z' });
    });
    const signer = {
      getAddress: async () => operator.address,
      signTypedData: (domain: never, types: never, value: never) => operator.signTypedData(domain, types, value),
    } as never;
    const state = await setRelayerPause(
      { relayerUrl: '/relay/', chainId: 31337, paused: true, reason: 'budget top-up' },
      signer,
      fetchFn as unknown as typeof fetch,
      () => 1_800_000_000_000,
    );
    expect(state.paused).toBe(true);
    expect(posted[0]?.url).toBe('/relay/pause');
    const body = posted[0]!.body as { paused: boolean; reason: string; issuedAt: number; signature: string };
    expect(body.issuedAt).toBe(1_800_000_000);
    // The relayer's own check (apps/relayer/src/http.ts): the signer recovered from the typed data is the operator.
    const typed = relayerPauseTypedData(31337, { paused: body.paused, reason: body.reason, issuedAt: body.issuedAt });
    const recovered = verifyTypedData(typed.domain, typed.types, typed.message, body.signature);
    expect(recovered).toBe(operator.address);
  });

  it("says the relayer's refusal in its words", async () => {
    const fetchFn = jest.fn(async () =>
      json(403, { code: 'NOT_OPERATOR', message: 'Only an operator can pause the relayer.' }),
    );
    const signer = {
      getAddress: async () => operator.address,
      signTypedData: async () => '0x' + '11'.repeat(65),
    } as never;
    await expect(
      setRelayerPause(
        { relayerUrl: '/relay', chainId: 56, paused: false, reason: 'resumed' },
        signer,
        fetchFn as never,
      ),
    ).rejects.toThrow('Only an operator can pause the relayer.');
  });

  it('reads the pause from /relay/status, and an unreadable status is an error, not "running"', async () => {
    const status = {
      chainId: 31337,
      relayer: operator.address,
      sponsored: ['vesting.claimViaSig'],
      accepting: false,
      reason: 'Paused by the operator.',
      balance: '1000',
      lowWater: '10',
      maxGasPrice: '5000000000',
      campaigns: [],
      queueDepth: 0,
      pause: { reason: 'incident', by: operator.address, at: '2026-11-29T02:00:00.000Z' },
    };
    const read = await readRelayerPause('/relay', (async () => json(200, status)) as never);
    expect(read).toEqual({ paused: true, pause: status.pause });
    const { pause: _, ...running } = status;
    expect(await readRelayerPause('/relay', (async () => json(200, { ...running, accepting: true })) as never)).toEqual(
      {
        paused: false,
        pause: null,
      },
    );
    await expect(readRelayerPause('/relay', (async () => json(502, {})) as never)).rejects.toThrow('502');
  });
});
