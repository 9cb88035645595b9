/**
 * The fairness verifier: recomputes GM Claim's Challenge outcomes and /fairness figures from a BNB Smart Chain node
 * alone — no API of ours, no key.
 *
 *   npx tsx tools/verify/main.ts --rpc <url> --contract <GMChallenge> --from-block <deployment block> [--id <request id>] [--to-block N] [--json]
 *
 * Without --id it prints the betting table at the last block with RTP and house edge, every table change, the
 * observed return of every settled Challenge with its 95% interval, and the VRF settings. With --id it prints the
 * Challenge's steps: request, odds in force, fulfilment and the outcome recomputed from the VRF word.
 * Logs are read in ranges of at most 5,000 blocks (public nodes refuse wider ones).
 */
import { JsonRpcProvider, getAddress } from 'ethers';
import { parseArgs } from 'node:util';
import { readChallengeLedger, summariseLedger } from '@gm-claim/shared/fairness/read-ledger';
import { readBettingTable, readVrfSettings } from '@gm-claim/shared/fairness/read-settings';
import { challengeReport, fairnessReport } from '@gm-claim/shared/fairness/report';

const USAGE =
  'usage: npx tsx tools/verify/main.ts --rpc <url> --contract <GMChallenge address> --from-block <N> [--to-block <N>] [--id <request id>] [--json]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

/** bigints as decimal strings, for --json. */
const json = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2);

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rpc: { type: 'string' },
      contract: { type: 'string' },
      'from-block': { type: 'string' },
      'to-block': { type: 'string' },
      id: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!values.rpc) fail('--rpc is required: any BNB Smart Chain RPC URL');
  if (!values.contract) fail('--contract is required: the GMChallenge address');
  let challenge: string;
  try {
    challenge = getAddress(values.contract);
  } catch {
    fail(`--contract ${values.contract} is not an address`);
  }
  const block = (name: string, raw: string | undefined): number | undefined => {
    if (raw === undefined) return undefined;
    if (!/^\d+$/.test(raw)) fail(`--${name} must be a block number`);
    return Number(raw);
  };
  const fromBlock = block('from-block', values['from-block']) ?? 0;
  let requestId: bigint | undefined;
  if (values.id !== undefined) {
    if (!/^\d+$/.test(values.id)) fail('--id must be a Challenge (VRF request) id');
    requestId = BigInt(values.id);
  }

  const provider = new JsonRpcProvider(values.rpc, undefined, { batchMaxCount: 1 });
  // ethers retries an unreachable node forever: give up after 20 s with a message instead.
  const network = await Promise.race([
    provider.getNetwork(),
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error('the RPC node did not answer within 20 s')), 20_000).unref(),
    ),
  ]).catch((error: unknown) => {
    provider.destroy();
    throw error;
  });
  const toBlock = block('to-block', values['to-block']) ?? (await provider.getBlockNumber());
  if (toBlock < fromBlock) fail(`--to-block ${toBlock} is before --from-block ${fromBlock}`);
  const ledger = await readChallengeLedger(provider, challenge, fromBlock, toBlock);

  if (requestId !== undefined) {
    const bet = ledger.bets.find((candidate) => candidate.requestId === requestId);
    if (!bet) {
      process.stderr.write(
        `No BetRequested for Challenge ${requestId} in blocks ${fromBlock}–${toBlock} of ${challenge}.\n`,
      );
      process.exit(1);
    }
    process.stdout.write(values.json ? `${json(bet)}\n` : `${challengeReport(ledger, bet).join('\n')}\n`);
    provider.destroy();
    return;
  }

  const [table, vrf] = await Promise.all([
    readBettingTable(provider, challenge, toBlock),
    readVrfSettings(provider, challenge, toBlock),
  ]);
  const summary = summariseLedger(ledger);
  if (values.json) {
    process.stdout.write(
      `${json({ chainId: Number(network.chainId), challenge, fromBlock, toBlock, table, tableChanges: ledger.tableChanges, ...summary, oddsMismatches: summary.oddsMismatches.map((bet) => bet.requestId), vrf })}\n`,
    );
  } else
    process.stdout.write(
      `${fairnessReport({ chainId: Number(network.chainId), challenge, ledger, summary, table, vrf }).join('\n')}\n`,
    );
  provider.destroy();
}

main().catch((error: unknown) => {
  // The node's own words, never the RPC URL (it may carry a key).
  process.stderr.write(`verify failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}\n`);
  process.exit(1);
});
