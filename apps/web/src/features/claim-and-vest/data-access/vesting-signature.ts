import type { QueryClient } from '@tanstack/react-query';
import { apiClient, getAuthorizeSignature, getRegisterSignature } from '@gm-claim/web-core-api';
import type { VestingSignature } from './confirm-vesting';

/**
 * Issue 37 §3: claim & vest's gas can only be estimated over the server's signature, so the modal asks for it when it
 * opens (to estimate the exact call the wallet would send), and YES, I AGREE then claims with that same signature
 * instead of asking for a second one: one signature per claim, as before. It is used for at most
 * SIGNATURE_REUSE_SECONDS after it was fetched (half of a signature's default 10 minutes: the wallet still has minutes
 * to confirm) and while its deadline is at least SIGNATURE_MIN_LEFT_SECONDS away; after a failed claim it is
 * forgotten (forgetVestingSignatures), so a retry always asks for a fresh one.
 */
export const SIGNATURE_REUSE_SECONDS = 300;
export const SIGNATURE_MIN_LEFT_SECONDS = 60;

const ROOT = 'claimAndVestSignature';

type Signed<R extends boolean> = Extract<VestingSignature, { registered: R }>;

const keyOf = (address: string, registered: boolean) =>
  [ROOT, address.toLowerCase(), registered ? 'Authorize' : 'Register'] as const;

/** The signature fetched for `address` (Authorize when registered, else Register), if it may still be used. */
export function keptVestingSignature(
  client: QueryClient,
  address: string,
  registered: boolean,
  nowMs: number = Date.now(),
): VestingSignature | undefined {
  const state = client.getQueryState<VestingSignature['auth']>(keyOf(address, registered));
  const auth = state?.data;
  if (!auth || state.status !== 'success') return undefined;
  const fresh =
    nowMs - state.dataUpdatedAt < SIGNATURE_REUSE_SECONDS * 1_000 &&
    Number(auth.deadline) - nowMs / 1_000 >= SIGNATURE_MIN_LEFT_SECONDS;
  if (!fresh) return undefined;
  return registered ? { registered: true, auth } : { registered: false, auth: auth as Signed<false>['auth'] };
}

/** The server's signature for claim & vest: the kept one while it may be used, else a new one from the API (then kept). */
export async function vestingSignature<R extends boolean>(
  client: QueryClient,
  address: string,
  registered: R,
): Promise<Signed<R>>;
export async function vestingSignature(
  client: QueryClient,
  address: string,
  registered: boolean,
): Promise<VestingSignature> {
  const kept = keptVestingSignature(client, address, registered);
  if (kept) return kept;
  const auth = await client.fetchQuery({
    queryKey: keyOf(address, registered),
    queryFn: (): Promise<VestingSignature['auth']> =>
      registered ? getAuthorizeSignature(apiClient) : getRegisterSignature(apiClient),
    staleTime: 0,
    gcTime: SIGNATURE_REUSE_SECONDS * 1_000,
    retry: false,
  });
  return registered ? { registered: true, auth } : { registered: false, auth: auth as Signed<false>['auth'] };
}

/** A claim with the kept signature failed (or was refused): the next estimate and the next claim ask for a new one. */
export function forgetVestingSignatures(client: QueryClient): void {
  client.removeQueries({ queryKey: [ROOT] });
}
