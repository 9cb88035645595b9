import { type OwnerContext } from '../context.js';
import { describeRevert, OwnerTaskError } from '../errors.js';
import { estimateGas, formatCount, type GasBudget, MAX_CALLDATA_BYTES, type StateOverride } from '../gas.js';
import { type JobDefinition, type JobRow } from './job-types.js';

const SAFETY_PERCENT = 90n;

/** Rows per batch from a probe: gas(1 row) and gas(probe) give a base and a per-row cost; fill the budget's 90%. */
export async function batchSizeFromProbe<Row extends JobRow>(
  context: OwnerContext,
  def: JobDefinition<Row>,
  probe: { actor: string; rows: Row[]; budget: GasBudget; override: StateOverride | undefined },
): Promise<number> {
  const { actor, budget, override } = probe;
  const to = await def.contract.getAddress();
  const encode = (rows: Row[]): string => def.contract.interface.encodeFunctionData(def.method, def.args(rows));
  const estimate = async (rows: Row[]): Promise<bigint> => {
    let gas: bigint | null;
    try {
      gas = await estimateGas(context.provider, { from: actor, to, data: encode(rows) }, override);
    } catch (error) {
      throw new OwnerTaskError(
        `cannot size the batches: estimating ${def.method} for CSV line ${rows[0]?.line} failed: ${describeRevert(error, def.contract.interface)}`,
      );
    }
    if (gas === null) {
      throw new OwnerTaskError(
        `cannot size the batches before the approval is mined: this node does not apply state overrides to eth_estimateGas; pass --batch-size N (or run without --dry-run / --safe-json, which sends the approval first)`,
      );
    }
    return gas;
  };
  const first = probe.rows.slice(0, 1);
  const one = await estimate(first);
  const target = (budget.perTransaction * SAFETY_PERCENT) / 100n;
  if (probe.rows.length < 2) return Math.max(1, Number(target / one));
  const many = await estimate(probe.rows);
  const perRow = (many - one) / BigInt(probe.rows.length - 1) || 1n;
  const base = one > perRow ? one - perRow : 0n;
  const byGas = target > base ? Number((target - base) / perRow) : 1;
  const bytesPerRow = Math.max(
    1,
    Math.ceil((encode(probe.rows).length - encode(first).length) / 2 / (probe.rows.length - 1)),
  );
  const byBytes = Math.floor(MAX_CALLDATA_BYTES / bytesPerRow);
  const size = Math.max(1, Math.min(byGas, byBytes));
  context.log(
    `batch size ${formatCount(size)} ${def.noun}(s) per transaction: about ${formatCount(base)} gas + ${formatCount(perRow)} per ${def.noun} ` +
      `(probe of ${probe.rows.length}), filling ${SAFETY_PERCENT}% of ${formatCount(budget.perTransaction)} gas ` +
      `(30% of the block gas limit ${formatCount(budget.blockGasLimit)}, at most 2^24)` +
      (byBytes < byGas ? `, limited by calldata (${formatCount(bytesPerRow)} bytes per ${def.noun})` : ''),
  );
  return size;
}
