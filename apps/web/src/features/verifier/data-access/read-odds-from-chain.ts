import { MULTIPLIERS, STAKE_UNITS } from '@gm-claim/shared/constants';
import { gmChallengeAbi, vrfV2PlusWrapperAbi } from '@gm-claim/shared/generated/abis';
import { contractCall, getChainReader, valueOf, type ChainReader } from '@gm-claim/web-core-chain';

const WHOLE_GM = 10n ** 18n;

/** One row of the betting table as read from the chain. */
export interface ChainTableRow {
  unit: bigint;
  multiple: number;
  probBps: number;
  lossBps: number;
}

/** The betting table and the VRF settings, all read at one stated block. */
export interface OddsOnChain {
  block: number;
  table: ChainTableRow[];
  vrf: {
    wrapper: string;
    coordinator: string;
    keyHash: string;
    requestConfirmations: number;
    callbackGasLimit: number;
    /** Seconds after a bet before its bettor may ask to cancel it. */
    cancelDelay: number;
    /** Seconds between asking to cancel and finalising it. */
    cancelFinalizeDelay: number;
  };
}

/**
 * GMChallenge's betting table (every stake × multiplier the product offers; unset rows left out) and its VRF
 * settings, then the wrapper's coordinator and key hash — all as of the latest block, which the page states. Any
 * failed read fails the whole: the page shows an error with a retry, never a partial table.
 */
export async function readOddsFromChain(reader: ChainReader = getChainReader()): Promise<OddsOnChain> {
  const block = await reader.latestBlockNumber();
  const challenge = reader.contracts.GMChallenge;
  const cells = MULTIPLIERS.flatMap((multiple) =>
    STAKE_UNITS.map((units) => ({ unit: BigInt(units) * WHOLE_GM, multiple: Number(multiple) })),
  );
  const [settings, rows] = await Promise.all([
    reader.multicall(
      [
        contractCall(gmChallengeAbi, challenge, 'i_vrfV2PlusWrapper'),
        contractCall(gmChallengeAbi, challenge, 'requestConfirmations'),
        contractCall(gmChallengeAbi, challenge, 'callbackGasLimit'),
        contractCall(gmChallengeAbi, challenge, 'cancelDelay'),
        contractCall(gmChallengeAbi, challenge, 'CANCEL_FINALIZE_DELAY'),
      ],
      { blockTag: block },
    ),
    reader.multicall(
      cells.map(({ unit, multiple }) =>
        contractCall(gmChallengeAbi, challenge, 'bettingTable', [unit, BigInt(multiple)]),
      ),
      { blockTag: block },
    ),
  ]);
  const [wrapperOutcome, confirmations, gasLimit, cancelDelay, finalizeDelay] = settings;
  const wrapper = valueOf(wrapperOutcome);
  const [coordinator, config] = await reader.multicall(
    [
      contractCall(vrfV2PlusWrapperAbi, wrapper, 's_vrfCoordinator'),
      contractCall(vrfV2PlusWrapperAbi, wrapper, 'getConfig'),
    ],
    { blockTag: block },
  );
  const table = cells
    .map(({ unit, multiple }, index) => {
      const outcome = rows[index];
      if (!outcome) throw new Error('bettingTable: no answer');
      const { probBps, lossBps } = valueOf(outcome);
      return { unit, multiple, probBps: Number(probBps), lossBps: Number(lossBps) };
    })
    .filter((row) => row.probBps > 0 || row.lossBps > 0);
  return {
    block,
    table,
    vrf: {
      wrapper,
      coordinator: valueOf(coordinator),
      keyHash: valueOf(config).keyHash,
      requestConfirmations: Number(valueOf(confirmations)),
      callbackGasLimit: Number(valueOf(gasLimit)),
      cancelDelay: Number(valueOf(cancelDelay)),
      cancelFinalizeDelay: Number(valueOf(finalizeDelay)),
    },
  };
}
