import { CLAIM_TYPES, type ClaimType } from '@gm-claim/shared';
import { classifyAccountCode } from '@gm-claim/shared/eip7702';
import { getAddress, ZeroAddress } from 'ethers';
import { RevertedError, type RelayChain } from './chain';
import { refusal, type RelayError } from './errors';
import { RELAY_INTERFACE } from './kinds';

/** The selector every GM Claim contract answers `gmClaimDeploymentContract()` with (contracts/README.md, "Recipients"). */
const MARKER = RELAY_INTERFACE.getFunction('gmClaimDeploymentContract')!.selector;

/**
 * The contracts' own rule (issue 32), applied before any gas is spent: the zero address, the token, the VRF wrapper and
 * every GM Claim contract — each GMVesting, GMChallenge, each one's SignatureVerifier (tokens sent to a verifier are
 * anyone's) — are never a recipient. This deployment's contracts are named (read once from the chain); a GM Claim
 * contract of another deployment is recognised by its marker, as the contracts recognise it.
 */
export function createRecipientCheck(
  chain: RelayChain,
  contracts: { challenge: string; vestings: Record<ClaimType, string> },
  knownSweepers: readonly string[] = [],
) {
  let named: Promise<Map<string, string>> | null = null;

  async function read(contract: string, name: string): Promise<string> {
    const data = await chain.call(contract, RELAY_INTERFACE.encodeFunctionData(name));
    return String(RELAY_INTERFACE.decodeFunctionResult(name, data)[0]).toLowerCase();
  }

  /** This deployment's contracts and what each is, read once (a failed read is retried on the next request). */
  function deployment(): Promise<Map<string, string>> {
    named ??= (async () => {
      const map = new Map<string, string>();
      const challenge = contracts.challenge.toLowerCase();
      map.set(challenge, 'GMChallenge');
      map.set(await read(challenge, 'signatureVerifier'), "GMChallenge's signature verifier");
      map.set(await read(challenge, 'token'), 'the GM token');
      map.set(await read(challenge, 'i_vrfV2PlusWrapper'), 'the VRF wrapper');
      for (const type of CLAIM_TYPES) {
        const vesting = contracts.vestings[type].toLowerCase();
        map.set(vesting, `the ${type} GMVesting`);
        map.set(await read(vesting, 'signatureVerifier'), `the ${type} GMVesting's signature verifier`);
        // Each GMVesting's own token and VRF wrapper (its constructor's, zero where there is none): the contracts
        // refuse those by address too; a read the ABI cannot make leaves the rest of the list standing.
        const token = await read(vesting, 'token').catch(onlyReverted);
        if (token && !map.has(token)) map.set(token, 'the GM token');
        const wrapper = await read(vesting, 'vrfWrapper').catch(onlyReverted);
        if (wrapper && wrapper !== ZeroAddress && !map.has(wrapper)) map.set(wrapper, 'the VRF wrapper');
      }
      return map;
    })().catch((error: unknown) => {
      named = null;
      throw error;
    });
    return named;
  }

  /** Whether `recipient` answers the marker: a GM Claim contract of any deployment. */
  async function answersMarker(recipient: string): Promise<boolean> {
    try {
      const data = await chain.call(recipient, MARKER);
      return data.length >= 66 && data.slice(0, 10).toLowerCase() === MARKER;
    } catch (error) {
      if (error instanceof RevertedError) return false;
      throw error;
    }
  }

  return {
    /** Throws a 400 INVALID_RECIPIENT naming what the recipient is, or resolves when it may receive a claim. */
    async check(recipient: string): Promise<void> {
      const address = recipient.toLowerCase();
      if (address === ZeroAddress) throw refused('the zero address');
      const what = (await deployment()).get(address);
      if (what) throw refused(what);
      const code = await chain.code(getAddress(address));
      // Issue 37: an account delegated (EIP-7702) to a known sweeper forwards whatever it receives to whoever took
      // its key. Sending it a claim would hand the tokens to the thief.
      const delegation = classifyAccountCode(code, knownSweepers);
      if (delegation.kind === 'sweeper') throw sweeper(recipient, delegation.delegate);
      if (code !== '0x' && delegation.kind === 'contract' && (await answersMarker(address))) {
        throw refused('a GM Claim contract of another deployment');
      }
    },
  };
}

/** A view the contract does not have (it reverts) reads as nothing; an unreachable chain stays an error. */
function onlyReverted(error: unknown): null {
  if (error instanceof RevertedError) return null;
  throw error;
}

function refused(what: string): RelayError {
  return refusal(
    400,
    'invalid_recipient',
    'INVALID_RECIPIENT',
    `The recipient is ${what}: tokens sent there would be lost or could be taken by anyone. Choose a wallet address. Nothing was sent.`,
  );
}

export type RecipientCheck = ReturnType<typeof createRecipientCheck>;

function sweeper(recipient: string, delegate: string): RelayError {
  return refusal(
    400,
    'recipient_sweeper',
    'RECIPIENT_SWEEPER',
    `The recipient ${getAddress(recipient)} is delegated (EIP-7702) to ${getAddress(delegate)}, a known sweeper: whatever reaches it is taken by whoever controls that wallet's key. Claim to a safe address you control instead. Nothing was sent.`,
  );
}
