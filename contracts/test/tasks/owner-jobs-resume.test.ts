import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { type Eip1193Provider } from 'ethers';
import { network } from 'hardhat';
import { type OwnerContext } from '../../tasks/lib/context.js';
import { type JournalRecord } from '../../tasks/lib/jobs/journal.js';
import { createSchedules } from '../../tasks/lib/owner-actions.js';
import { retryingProvider } from '../../tasks/lib/retrying-provider.js';
import { ChainServer } from '../helpers/chain-server.js';
import { type Connection, deployGm, GM, type GmDeployment } from '../helpers/deploy.js';
import { expectOwnerTaskError } from '../helpers/owner-task-error.js';

const contractsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('hardhat/package.json'))), 'dist/src/cli.js');
const ROWS = 10_000;

const address = (i: number, prefix: string): string =>
  `0x${prefix}${(i + 1).toString(16).padStart(40 - prefix.length, '0')}`;

async function journalOf(csv: string): Promise<JournalRecord[]> {
  const text = await readFile(`${csv}.journal.jsonl`, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as JournalRecord);
}

/** Runs `npx hardhat gm …` against the node; `killWhen` is polled and kills the process (SIGKILL) once it holds. */
async function runTask(
  port: number,
  args: string[],
  killWhen?: () => Promise<boolean>,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const child = spawn(process.execPath, [cli, 'gm', ...args, '--network', 'localhost'], {
    cwd: contractsRoot,
    env: { ...process.env, CHAIN_PORT: String(port), CI: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  if (killWhen) {
    void (async () => {
      while (child.exitCode === null && child.signalCode === null) {
        if (await killWhen()) {
          child.kill('SIGKILL');
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
  }
  return { ...(await exited), output };
}

describe('Owner jobs at 10,000 rows: stopped for real, then resumed', function () {
  this.timeout(240_000);

  let server: ChainServer;
  let port: number;
  let gm: GmDeployment;
  let multicall: string;
  let workDir: string;
  let connection: Awaited<ReturnType<typeof network.create>>;

  before(async function () {
    workDir = await mkdtemp(path.join(tmpdir(), 'gm-resume-'));
    // The chain runs in this process; the jobs reach it over HTTP as they reach `hardhat node`.
    connection = await network.create();
    server = new ChainServer(connection.provider);
    port = await server.listen();
    gm = await deployGm(connection as unknown as Connection, { supply: 100_000_000n * GM, buffer: 1_000n * GM });
    multicall = await (await connection.ethers.deployContract('Multicall3')).getAddress();
  });

  after(async function () {
    await server?.close();
    await connection?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it('register-balances: killed mid-run (SIGKILL), a re-run finishes without registering anyone twice', async function () {
    const csv = path.join(workDir, 'balances.csv');
    let text = 'address,amount\n';
    let total = 0n;
    for (let i = 0; i < ROWS; i++) {
      text += `${address(i, 'b')},${(i % 100) + 1}\n`;
      total += BigInt((i % 100) + 1) * GM;
    }
    await writeFile(csv, text);
    const challenge = await gm.challenge.getAddress();
    const args = ['register-balances', csv, '--address', challenge, '--multicall', multicall];

    const killed = await runTask(
      port,
      args,
      async () => (await journalOf(csv)).filter((r) => r.kind === 'mined').length >= 2,
    );
    expect(killed.signal, killed.output).to.equal('SIGKILL');
    const registeredAtKill = await gm.challenge.amount_registered();
    expect(registeredAtKill).to.be.greaterThan(0n).and.lessThan(total);

    const resumed = await runTask(port, args);
    expect(resumed.code, resumed.output).to.equal(0);
    const alreadyDone = Number(
      /10,000 row\(s\); ([\d,]+) already on chain/.exec(resumed.output)?.[1]?.replace(/,/g, ''),
    );
    expect(alreadyDone).to.be.greaterThan(0);
    expect(resumed.output).to.match(/balance\(s\) sent and confirmed, [\d,]+ already on chain, 0 failed/);
    expect(await gm.challenge.amount_registered()).to.equal(total);

    // Every line sits in exactly one mined batch.
    const journal = await journalOf(csv);
    const intents = new Map(journal.filter((r) => r.kind === 'intent').map((r) => [r.batch, r.lines]));
    const seen = new Set<number>();
    for (const record of journal.filter((r) => r.kind === 'mined')) {
      for (const [first, last] of intents.get(record.batch) ?? []) {
        for (let line = first; line <= last; line++) {
          expect(seen.has(line), `line ${line} in two mined batches`).to.equal(false);
          seen.add(line);
        }
      }
    }
    expect(seen.size).to.equal(ROWS);

    const again = await runTask(port, args);
    expect(again.code).to.equal(0);
    expect(again.output).to.match(/nothing to do: every row is on chain/);
    expect(again.output.trim().split('\n').length).to.be.below(8);

    const status = await runTask(port, [
      'status',
      '--address',
      challenge,
      '--multicall',
      multicall,
      '--from-block',
      '0',
      '--vestings',
      `BACKER=${await gm.vestings.BACKER.getAddress()}`,
      '--json',
    ]);
    expect(status.code, status.output).to.equal(0);
    const json = JSON.parse(status.output.slice(status.output.indexOf('{'))) as {
      challenge: { registered: string; registeredUsers: number; unregistered: string };
      vestings: Array<{ claimType: string }>;
    };
    expect(json.challenge.registered).to.equal(total.toString());
    expect(json.challenge.registeredUsers).to.equal(ROWS);
    expect(json.challenge.unregistered).to.equal((100_000_000n * GM - total).toString());
    expect(json.vestings.map((v) => v.claimType)).to.deep.equal(['BACKER']);
  });

  it('create-schedules: an RPC answer lost mid-run stops the job; a re-run creates every schedule exactly once', async function () {
    const lossy = new ChainServer(connection.provider);
    const lossyPort = await lossy.listen();
    let client: Awaited<ReturnType<typeof network.create>> | undefined;
    try {
      const csv = path.join(workDir, 'schedules.csv');
      const rows: string[] = [];
      for (let i = 0; i < ROWS; i++) {
        // The last 10 rows repeat the first 10 beneficiaries with the same terms: legitimate second schedules.
        const beneficiary = address(i < ROWS - 10 ? i : i - (ROWS - 10), 'd');
        rows.push(`${beneficiary},${(i % 10) + 1},${(i % 28) + 1},5`);
      }
      await writeFile(csv, `beneficiary,tgeAmount,releaseDay,month1\n${rows.join('\n')}\n`);
      // What `gm create-schedules --network localhost` builds (tasks/lib/hre.ts), on a server that loses one answer.
      client = await network.create({ network: 'localhost', override: { url: `http://127.0.0.1:${lossyPort}` } });
      const context: OwnerContext = {
        provider: retryingProvider(client.provider as unknown as Eip1193Provider, 31337n),
        sender: (await client.ethers.getSigners())[0],
        chainId: 31337n,
        dryRun: false,
        multicall,
        log: () => undefined,
      };
      const vesting = await gm.vestings.BACKER.getAddress();
      lossy.dropAnswerAfter = 6; // the approval and five batches go through; the sixth batch's answer is lost
      await expectOwnerTaskError(
        createSchedules(context, { vesting, csv }),
        /sending batch \d+ .* failed.*Run the same command again/s,
      );
      const countAtStop = await gm.vestings.BACKER.scheduleCount();
      expect(countAtStop).to.be.greaterThan(0n);

      const lines: string[] = [];
      const resumed = await createSchedules({ ...context, log: (line) => lines.push(line) }, { vesting, csv });
      expect(lines.join('\n')).to.match(/a transaction used its nonce but its hash was never recorded/);
      expect(resumed.alreadyDone).to.equal(Number(countAtStop)); // the lost batch was mined, and is not sent again
      expect(resumed.failed).to.equal(0);
      expect(await gm.vestings.BACKER.scheduleCount()).to.equal(BigInt(ROWS));
      const first = address(0, 'd');
      expect(await gm.vestings.BACKER.beneficiaryScheduleCount(first)).to.equal(2n);
      expect(await gm.vestings.BACKER.beneficiaryScheduleCount(address(10, 'd'))).to.equal(1n);

      const again = await createSchedules(context, { vesting, csv });
      expect(again).to.include({ rows: ROWS, alreadyDone: ROWS, transactions: 0 });
    } finally {
      await client?.close();
      await lossy.close();
    }
  });
});
