import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { jsonResponse } from '@gm-claim/web-core-api/testing';
import { testConfig } from '@gm-claim/web-core-config/testing';
import { persistStore } from '@gm-claim/web-core-state';
import { ADDRESS, connectTestWallet, resetStores } from '@gm-claim/web-core-wallet/testing';
import {
  forgetVestingSignatures,
  keptVestingSignature,
  SIGNATURE_MIN_LEFT_SECONDS,
  SIGNATURE_REUSE_SECONDS,
  vestingSignature,
} from './vesting-signature';
import { useConfirmVesting } from '../hooks/flows';
import { confirmVestingDeps } from './wiring';

const SIGNATURE = `0x${'ab'.repeat(65)}`;

/** GET /signature and /signature/amount, each answering the next nonce, valid `ttl` seconds from now. */
function api(ttl = 600) {
  let nonce = 0;
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    nonce += 1;
    const deadline = String(Math.floor(Date.now() / 1000) + ttl);
    return url.endsWith('/signature/amount')
      ? jsonResponse(200, { nonce: String(nonce), deadline, signature: SIGNATURE, amount: '40000' })
      : jsonResponse(200, { nonce: String(nonce), deadline, signature: SIGNATURE });
  });
  global.fetch = fetchFn as unknown as typeof fetch;
  return { requests: () => fetchFn.mock.calls.map(([input]) => String(input)) };
}

describe("claim & vest's server signature: fetched for the gas estimate, then claimed with (issue 37 §3)", () => {
  let client: QueryClient;

  beforeEach(() => {
    resetStores();
    testConfig();
    persistStore.getState().actions.signedIn('token', 'refresh');
    client = new QueryClient();
  });
  afterEach(() => client.clear());

  it('asked for once: the estimate and then YES, I AGREE claim with the same signature', async () => {
    const { requests } = api();
    const first = await vestingSignature(client, ADDRESS, true);
    expect(first).toEqual({ registered: true, auth: expect.objectContaining({ nonce: '1', signature: SIGNATURE }) });
    expect(await vestingSignature(client, ADDRESS, true)).toEqual(first);
    expect(requests()).toEqual(['http://api.test/signature']);
    // A wallet not registered yet claims with a Register signature (and its amount): a signature of its own.
    expect(await vestingSignature(client, ADDRESS, false)).toEqual({
      registered: false,
      auth: expect.objectContaining({ nonce: '2', amount: '40000' }),
    });
    expect(requests()).toEqual(['http://api.test/signature', 'http://api.test/signature/amount']);
  });

  it('not used once it is old or near its deadline; forgotten after a failed claim: a new one is asked for', async () => {
    const { requests } = api();
    await vestingSignature(client, ADDRESS, true);
    const fetchedAt = client.getQueryState(['claimAndVestSignature', ADDRESS.toLowerCase(), 'Authorize'])
      ?.dataUpdatedAt as number;
    expect(
      keptVestingSignature(client, ADDRESS, true, fetchedAt + (SIGNATURE_REUSE_SECONDS - 1) * 1_000),
    ).toBeDefined();
    expect(keptVestingSignature(client, ADDRESS, true, fetchedAt + SIGNATURE_REUSE_SECONDS * 1_000)).toBeUndefined();
    const deadline = Number(keptVestingSignature(client, ADDRESS, true)?.auth.deadline);
    expect(
      keptVestingSignature(client, ADDRESS, true, (deadline - SIGNATURE_MIN_LEFT_SECONDS + 1) * 1_000),
    ).toBeUndefined();

    forgetVestingSignatures(client);
    expect(keptVestingSignature(client, ADDRESS, true)).toBeUndefined();
    expect((await vestingSignature(client, ADDRESS, true)).auth.nonce).toBe('2');
    expect(requests()).toHaveLength(2);
  });

  it('a signature whose deadline is under a minute away (a short-lived server setting) is never kept', async () => {
    const { requests } = api(30);
    await vestingSignature(client, ADDRESS, true);
    await vestingSignature(client, ADDRESS, true);
    expect(requests()).toHaveLength(2);
  });

  it("YES, I AGREE's wiring claims with the signature the estimate fetched, for the connected wallet", async () => {
    const { requests } = api();
    connectTestWallet();
    const estimated = await vestingSignature(client, ADDRESS, true);
    const deps = confirmVestingDeps(client);
    expect(await deps.api.authorizeSignature()).toEqual(estimated.auth);
    expect(requests()).toEqual(['http://api.test/signature']);
    // Not registered: a Register signature, asked for then.
    expect(await deps.api.registerSignature()).toEqual(expect.objectContaining({ amount: '40000' }));
    expect(requests()).toEqual(['http://api.test/signature', 'http://api.test/signature/amount']);
  });

  it('a claim that fails (here: no wallet to sign with) forgets the kept signature: the retry asks for a new one', async () => {
    api();
    await vestingSignature(client, ADDRESS, true);
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useConfirmVesting(), { wrapper });
    expect(await result.current({ sponsored: false })).toBe('failed');
    expect(keptVestingSignature(client, ADDRESS, true)).toBeUndefined();
  });
});
