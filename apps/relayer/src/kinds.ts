import { gmChallengeAbi, gmVestingAbi, RELAY_KIND_SPECS, type ClaimType, type RelayRequest } from '@gm-claim/shared';
import { Interface } from 'ethers';

// The kinds the relayer can sponsor (RELAYER_SPONSORED picks among them), each one's typed data, request and calldata
// have one home: libs/shared relay/ (RELAY_KINDS, signedTypedDataOf, encodeRelayCall), never re-typed here.

/**
 * What the relayer decodes beyond the shared ABIs (which hold the signed-claim functions, `nonces`, `eip712Domain` and
 * every custom error the contracts define): the errors of OpenZeppelin's ECDSA library, which a signature check can
 * raise. contracts/README.md, "Signed and redirected claims", says why the claims are per-function EIP-712 signatures.
 */
const EXTRA_FRAGMENTS = [
  'error ECDSAInvalidSignature()',
  'error ECDSAInvalidSignatureLength(uint256 length)',
  'error ECDSAInvalidSignatureS(bytes32 s)',
];

/** Only fragments the shared ABIs do not already hold (an Interface refuses duplicates). */
function mergedInterface(): Interface {
  const shared = [...gmVestingAbi, ...gmChallengeAbi] as unknown as Array<{
    type: string;
    name?: string;
    inputs?: Array<{ type: string }>;
  }>;
  const seen = new Set<string>();
  const fragments: unknown[] = [];
  for (const item of shared) {
    if (item.type !== 'function' && item.type !== 'error') continue;
    const key = `${item.type} ${item.name}(${(item.inputs ?? []).map((input) => input.type).join(',')})`;
    if (seen.has(key)) continue;
    seen.add(key);
    fragments.push(item);
  }
  const extra = new Interface(EXTRA_FRAGMENTS);
  for (const fragment of extra.fragments) {
    const key = `${fragment.type} ${fragment.format('sighash')}`;
    if (!seen.has(key)) fragments.push(fragment);
  }
  return new Interface(fragments as never);
}

export const RELAY_INTERFACE = mergedInterface();

/** Which contract a kind may target: a GMVesting (its claim type) or GMChallenge. */
export function targetOf(
  request: RelayRequest,
  contracts: { challenge: string; vestings: Record<ClaimType, string> },
): { campaign: ClaimType | 'CHALLENGE' } | null {
  const to = request.contract.toLowerCase();
  if (RELAY_KIND_SPECS[request.kind].contract === 'vesting') {
    const type = (Object.entries(contracts.vestings) as Array<[ClaimType, string]>).find(
      ([, address]) => address.toLowerCase() === to,
    )?.[0];
    return type ? { campaign: type } : null;
  }
  return contracts.challenge.toLowerCase() === to ? { campaign: 'CHALLENGE' } : null;
}
