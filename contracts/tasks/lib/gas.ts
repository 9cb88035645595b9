import { AbiCoder, type Contract, formatUnits, keccak256, type Provider, toBeHex, zeroPadValue } from 'ethers';
import { withRetry } from '@gm-claim/shared/ops/with-retry';

/** EIP-7825's per-transaction gas cap (2^24): no batch is planned above it, whatever the block allows. */
export const TX_GAS_CAP = 16_777_216n;
/** Share of the block gas limit one batch may fill, so that it is included promptly next to other traffic. */
export const BLOCK_FRACTION_PERCENT = 30n;
/** Largest calldata per batch; nodes refuse transactions above 128 KiB. */
export const MAX_CALLDATA_BYTES = 96 * 1024;

export interface GasBudget {
  blockGasLimit: bigint;
  /** The most gas one transaction (or one Safe batch) is planned to use. */
  perTransaction: bigint;
}

export async function gasBudget(provider: Provider): Promise<GasBudget> {
  const block = await withRetry(() => provider.getBlock('latest'));
  const blockGasLimit = block?.gasLimit ?? 30_000_000n;
  const fraction = (blockGasLimit * BLOCK_FRACTION_PERCENT) / 100n;
  return { blockGasLimit, perTransaction: fraction < TX_GAS_CAP ? fraction : TX_GAS_CAP };
}

export interface CallRequest {
  from: string;
  to: string;
  data: string;
}

/** A state override that gives `owner` an allowance of `amount` to `spender` (for estimating before an approval). */
export type StateOverride = Record<string, { stateDiff: Record<string, string> }>;

const coder = AbiCoder.defaultAbiCoder();
const overrideCache = new Map<string, number | null>();

/**
 * Finds the storage slot of `token`'s allowance of `owner` to `spender` for a Solidity `mapping(address =>
 * mapping(address => uint256))` at slots 0–9 (OpenZeppelin's ERC20 keeps it at 1), checking each guess with an
 * eth_call under the override; null when the node does not take overrides or the layout is another.
 */
export async function allowanceOverride(
  provider: Provider,
  token: Contract,
  owner: string,
  spender: string,
  amount: bigint,
): Promise<StateOverride | null> {
  const tokenAddress = await token.getAddress();
  const slotFor = (base: number): string =>
    keccak256(
      coder.encode(['address', 'bytes32'], [spender, keccak256(coder.encode(['address', 'uint256'], [owner, base]))]),
    );
  const override = (base: number): StateOverride => ({
    [tokenAddress]: { stateDiff: { [slotFor(base)]: zeroPadValue(toBeHex(amount), 32) } },
  });
  const data = token.interface.encodeFunctionData('allowance', [owner, spender]);
  const cached = overrideCache.get(tokenAddress.toLowerCase());
  const candidates = cached === undefined ? [...Array(10).keys()] : cached === null ? [] : [cached];
  for (const base of candidates) {
    try {
      const answer = (await (provider as unknown as { send(method: string, params: unknown[]): Promise<string> }).send(
        'eth_call',
        [{ to: tokenAddress, data }, 'latest', override(base)],
      )) as string;
      if (BigInt(answer) === amount) {
        overrideCache.set(tokenAddress.toLowerCase(), base);
        return override(base);
      }
    } catch {
      break; // the node takes no state override
    }
  }
  overrideCache.set(tokenAddress.toLowerCase(), null);
  return null;
}

/** eth_estimateGas of `request` against the current state; with `override`, null when the node refuses overrides. */
export async function estimateGas(
  provider: Provider,
  request: CallRequest,
  override?: StateOverride,
): Promise<bigint | null> {
  if (!override) return withRetry(() => provider.estimateGas(request));
  try {
    const sender = provider as unknown as { send(method: string, params: unknown[]): Promise<string> };
    return BigInt(await withRetry(() => sender.send('eth_estimateGas', [request, 'latest', override])));
  } catch (error) {
    if (/trailing characters|invalid params|too many arguments|unknown field/i.test(String((error as Error).message)))
      return null;
    throw error;
  }
}

export async function currentGasPrice(provider: Provider): Promise<bigint> {
  const fees = await withRetry(() => provider.getFeeData());
  return fees.gasPrice ?? fees.maxFeePerGas ?? 0n;
}

export const formatBnb = (wei: bigint): string => `${Number(formatUnits(wei, 18)).toFixed(6)} BNB`;
export const formatGwei = (wei: bigint): string =>
  `${Number(formatUnits(wei, 9)).toLocaleString('en-US', { maximumFractionDigits: 3 })} gwei`;
export const formatCount = (value: number | bigint): string => value.toLocaleString('en-US');

export interface CostLines {
  lines: string[];
  /** Total gas of the transactions that could be estimated. */
  totalGas: bigint;
}

/**
 * The "what will this cost" summary of a plan: transactions, gas per transaction (min/avg/max, or each one when
 * there are few) and in total, and the BNB it costs at the node's gas price and at `--gas-price`.
 */
export function describeCost(options: {
  gasPerTransaction: Array<bigint | null>;
  currentGasPrice: bigint;
  gasPrice?: bigint;
  labels?: string[];
  unestimated?: string;
}): CostLines {
  const known = options.gasPerTransaction.filter((gas): gas is bigint => gas !== null);
  const totalGas = known.reduce((sum, gas) => sum + gas, 0n);
  const count = options.gasPerTransaction.length;
  const lines = [`cost: ${formatCount(count)} transaction(s)`];
  if (count <= 12) {
    options.gasPerTransaction.forEach((gas, i) =>
      lines.push(
        `  ${String(i + 1).padStart(3)}. ${gas === null ? 'gas not estimable' : `${formatCount(gas)} gas`}${options.labels?.[i] ? `  ${options.labels[i]}` : ''}`,
      ),
    );
  } else if (known.length > 0) {
    const min = known.reduce((a, b) => (b < a ? b : a));
    const max = known.reduce((a, b) => (b > a ? b : a));
    lines.push(
      `  gas per transaction: min ${formatCount(min)}, average ${formatCount(totalGas / BigInt(known.length))}, max ${formatCount(max)}`,
    );
  }
  const missing = count - known.length;
  lines.push(
    `  total gas: ${formatCount(totalGas)}${missing > 0 ? ` + ${missing} transaction(s) not estimable${options.unestimated ? ` (${options.unestimated})` : ''}` : ''}`,
  );
  lines.push(
    `  at the current gas price ${formatGwei(options.currentGasPrice)}: ${formatBnb(totalGas * options.currentGasPrice)}`,
  );
  if (options.gasPrice !== undefined)
    lines.push(`  at --gas-price ${formatGwei(options.gasPrice)}: ${formatBnb(totalGas * options.gasPrice)}`);
  return { lines, totalGas };
}
