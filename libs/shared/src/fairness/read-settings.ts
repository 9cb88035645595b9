import { Contract, type Provider } from 'ethers';
import { MULTIPLIERS, STAKE_UNITS } from '../constants';
import { gmChallengeAbi, vrfV2PlusWrapperAbi } from '../generated/abis';

const WHOLE_GM = 10n ** 18n;

/** How GMChallenge asks Chainlink VRF v2.5 for its random words, and how a stuck request is cancelled. */
export interface VrfSettings {
  wrapper: string;
  coordinator: string;
  keyHash: string;
  subscriptionId: bigint;
  requestConfirmations: number;
  callbackGasLimit: number;
  /** Seconds after a bet before its bettor may ask to cancel it. */
  cancelDelay: number;
  /** Seconds between asking to cancel and finalising the cancel. */
  cancelFinalizeDelay: number;
}

export interface TableRowRead {
  unit: bigint;
  multiple: number;
  probBps: number;
  lossBps: number;
}

/** GMChallenge's VRF settings and the wrapper's key hash and coordinator, as of `blockTag`. */
export async function readVrfSettings(
  provider: Provider,
  challengeAddress: string,
  blockTag: number,
): Promise<VrfSettings> {
  const challenge = new Contract(challengeAddress, gmChallengeAbi, provider);
  const overrides = { blockTag };
  const [wrapper, requestConfirmations, callbackGasLimit, cancelDelay, cancelFinalizeDelay] = await Promise.all([
    challenge.getFunction('i_vrfV2PlusWrapper')(overrides) as Promise<string>,
    challenge.getFunction('requestConfirmations')(overrides) as Promise<bigint>,
    challenge.getFunction('callbackGasLimit')(overrides) as Promise<bigint>,
    challenge.getFunction('cancelDelay')(overrides) as Promise<bigint>,
    challenge.getFunction('CANCEL_FINALIZE_DELAY')(overrides) as Promise<bigint>,
  ]);
  const vrf = new Contract(wrapper, vrfV2PlusWrapperAbi, provider);
  const [coordinator, config, subscriptionId] = await Promise.all([
    vrf.getFunction('s_vrfCoordinator')(overrides) as Promise<string>,
    vrf.getFunction('getConfig')(overrides) as Promise<{ keyHash: string }>,
    vrf.getFunction('SUBSCRIPTION_ID')(overrides) as Promise<bigint>,
  ]);
  return {
    wrapper,
    coordinator,
    keyHash: config.keyHash,
    subscriptionId,
    requestConfirmations: Number(requestConfirmations),
    callbackGasLimit: Number(callbackGasLimit),
    cancelDelay: Number(cancelDelay),
    cancelFinalizeDelay: Number(cancelFinalizeDelay),
  };
}

/** bettingTable(unit, multiple) for every stake and multiplier the product offers, as of `blockTag`; unset rows left out. */
export async function readBettingTable(
  provider: Provider,
  challengeAddress: string,
  blockTag: number,
): Promise<TableRowRead[]> {
  const challenge = new Contract(challengeAddress, gmChallengeAbi, provider);
  const cells = MULTIPLIERS.flatMap((multiple) =>
    STAKE_UNITS.map((units) => ({ unit: BigInt(units) * WHOLE_GM, multiple: Number(multiple) })),
  );
  const rows = await Promise.all(
    cells.map(async ({ unit, multiple }) => {
      const [probBps, lossBps] = (await challenge.getFunction('bettingTable')(unit, multiple, { blockTag })) as [
        bigint,
        bigint,
      ];
      return { unit, multiple, probBps: Number(probBps), lossBps: Number(lossBps) };
    }),
  );
  return rows.filter((row) => row.probBps > 0 || row.lossBps > 0);
}
