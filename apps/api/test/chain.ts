/**
 * A real local chain for the index tests: `contracts/scripts/local-chain.ts` (Hardhat node, the
 * GMLocal Ignition deployment, the VRF fulfiller) on free ports with its own deployment file and
 * Ignition id, started once per test file and stopped after it. Plus the contract calls the tests
 * make on it, as the users, the owner and the API signer would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentSchema, type Deployment } from '@gm-claim/shared';
import { Contract, JsonRpcProvider, Network, type JsonRpcSigner, type TransactionReceipt } from 'ethers';
import { DEV_SIGNER_PRIVATE_KEY } from '../src/config';
import { createChallengeSigner } from '../src/components/signature/signer';
import { findRepoRoot } from '../src/paths';

const REPO_ROOT = findRepoRoot();
const CONTRACTS_DIR = path.join(REPO_ROOT, 'contracts');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface TestChain {
  rpcUrl: string;
  vrfControlUrl: string;
  deployment: Deployment;
  provider: JsonRpcProvider;
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

function hardhatCli(): string {
  const resolve = createRequire(path.join(CONTRACTS_DIR, 'package.json')).resolve;
  return path.join(path.dirname(resolve('hardhat/package.json')), 'dist/src/cli.js');
}

/** Starts the local chain; resolves on its READY line. */
export async function startTestChain(): Promise<TestChain> {
  const chainPort = await freePort();
  const vrfPort = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'gm-index-chain-'));
  const deploymentFile = path.join(dir, 'deployment.json');
  const deploymentId = `test-chain-api-${chainPort}`;
  const child: ChildProcess = spawn(process.execPath, [hardhatCli(), 'run', '--no-compile', 'scripts/local-chain.ts'], {
    cwd: CONTRACTS_DIR,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      CHAIN_HOST: '127.0.0.1',
      CHAIN_PORT: String(chainPort),
      VRF_CONTROL_PORT: String(vrfPort),
      CHAIN_DEPLOYMENT_FILE: deploymentFile,
      CHAIN_DEPLOYMENT_ID: deploymentId,
      FORCE_COLOR: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-8_000);
      if (output.includes('READY ')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8_000)));
    child.once('exit', (code) => reject(new Error(`the local chain exited (${code}) before it was ready:\n${output}`)));
  });
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the local chain was not ready in 120 s:\n${output}`)), 120_000).unref());
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 8_000))]);
      if (child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(path.join(CONTRACTS_DIR, 'ignition/deployments', deploymentId), { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.race([ready, timeout]);
  } catch (error) {
    await stop();
    throw error;
  }
  if (!existsSync(deploymentFile)) throw new Error('the local chain wrote no deployment file');
  const deployment = deploymentSchema.parse(JSON.parse(readFileSync(deploymentFile, 'utf8')));
  const rpcUrl = `http://127.0.0.1:${chainPort}`;
  const provider = new JsonRpcProvider(rpcUrl, Network.from(deployment.chainId), { staticNetwork: true, pollingInterval: 100 });
  return {
    rpcUrl,
    vrfControlUrl: `http://127.0.0.1:${vrfPort}`,
    deployment,
    provider,
    rpc: (method, params = []) => provider.send(method, params),
    async stop() {
      provider.destroy();
      await stop();
    },
  };
}

const CHALLENGE_ABI = [
  'function bet(uint256 unit, uint256 multiple, uint16 minProbBps, uint16 maxLossBps, uint256 nonce, uint256 deadline, bytes signature) payable returns (uint256)',
  'function bettingTable(uint256 unit, uint256 multiple) view returns (uint16 probBps, uint16 lossBps)',
  'function requestCancelBet(uint256 requestId)',
  'function CANCEL_FINALIZE_DELAY() view returns (uint256)',
  'function claimAndVest(uint256 nonce, uint256 deadline, bytes signature)',
  'function claimAndVestTo(address recipient, uint256 nonce, uint256 deadline, bytes serverSignature)',
  'function cancelBet(uint256 requestId)',
  'function registerBalances(address[] users, uint256[] amounts)',
  'function setBettingTable(uint256 unit, uint256 multiple, uint16 probBps, uint16 lossBps)',
  'function estimateVrfCost(uint256 gasPrice) view returns (uint256)',
  'event BetRequested(uint256 indexed requestId, address indexed user, uint256 unit, uint256 multiple, uint256 price, uint16 probBps, uint16 lossBps)',
];
const VESTING_ABI = [
  'function claim(uint256 scheduleId)',
  'function claimTo(uint256 scheduleId, address recipient)',
  'function changeBeneficiary(uint256 scheduleId, address newBeneficiary)',
  'function acceptBeneficiary(uint256 scheduleId)',
  'function revoke(uint256 scheduleId)',
  'function beneficiarySchedules(address beneficiary, uint256 index) view returns (uint256)',
];

export const GM = 10n ** 18n;

/** The calls the index tests make: owner (account 0), users (other accounts), the API's signatures. */
export function chainActions(chain: TestChain) {
  const { deployment, provider } = chain;
  const signer = createChallengeSigner(DEV_SIGNER_PRIVATE_KEY, deployment.chainId, deployment.contracts.GMChallenge);
  let nonce = 1n;
  const challenge = (as: JsonRpcSigner): Contract => new Contract(deployment.contracts.GMChallenge, CHALLENGE_ABI, as);
  const vesting = (type: keyof Deployment['contracts']['GMVesting'], as: JsonRpcSigner): Contract =>
    new Contract(deployment.contracts.GMVesting[type], VESTING_ABI, as);
  const account = (index: number): Promise<JsonRpcSigner> => provider.getSigner(index);
  const mined = async (tx: Promise<{ wait(): Promise<TransactionReceipt | null> }>): Promise<TransactionReceipt> => {
    const receipt = await (await tx).wait();
    if (!receipt || receipt.status !== 1) throw new Error('transaction failed');
    return receipt;
  };
  const authorize = async (user: string): Promise<{ nonce: bigint; deadline: bigint; signature: string }> => {
    // Straight from the node: the provider may answer 'latest' from a cache older than evm_increaseTime.
    const latest = await chain.rpc<{ timestamp: string }>('eth_getBlockByNumber', ['latest', false]);
    const deadline = BigInt(Number(latest.timestamp) + 3_600);
    const message = { user, nonce: nonce++, deadline };
    return { nonce: message.nonce, deadline, signature: signer.signAuthorize(message) };
  };

  return {
    account,
    async register(users: string[], amount: bigint): Promise<TransactionReceipt> {
      return mined(challenge(await account(0)).getFunction('registerBalances')(users, users.map(() => amount)));
    },
    /** Places a bet and returns its VRF request id. */
    async bet(userIndex: number, unit: bigint, multiple: number): Promise<{ requestId: string; receipt: TransactionReceipt }> {
      const user = await account(userIndex);
      const contract = challenge(user);
      const gasPrice = (await provider.getFeeData()).gasPrice ?? 1n;
      const price = ((await contract.getFunction('estimateVrfCost')(gasPrice)) as bigint) * 2n;
      const auth = await authorize(user.address);
      // The odds the bettor saw: the table row in force (the contract refuses a bet if they changed).
      const [probBps, lossBps] = (await contract.getFunction('bettingTable')(unit, multiple)) as [bigint, bigint];
      const receipt = await mined(
        contract.getFunction('bet')(unit, multiple, probBps, lossBps, auth.nonce, auth.deadline, auth.signature, { value: price, gasLimit: 800_000 }),
      );
      const event = receipt.logs.map((log) => contract.interface.parseLog(log)).find((parsed) => parsed?.name === 'BetRequested');
      if (!event) throw new Error('no BetRequested in the receipt');
      return { requestId: (event.args.getValue('requestId') as bigint).toString(), receipt };
    },
    async claimAndVest(userIndex: number): Promise<TransactionReceipt> {
      const user = await account(userIndex);
      const auth = await authorize(user.address);
      return mined(challenge(user).getFunction('claimAndVest')(auth.nonce, auth.deadline, auth.signature, { gasLimit: 1_000_000 }));
    },
    /** Claim-and-vest paying another address (the part paid at once and the PUBLIC schedule). */
    async claimAndVestTo(userIndex: number, recipient: string): Promise<TransactionReceipt> {
      const user = await account(userIndex);
      const auth = await authorize(user.address);
      return mined(challenge(user).getFunction('claimAndVestTo')(recipient, auth.nonce, auth.deadline, auth.signature, { gasLimit: 1_000_000 }));
    },
    /** The two-step cancel: request (after the cancel delay), wait out the finalize delay, cancel. */
    async cancelBet(userIndex: number, requestId: string): Promise<TransactionReceipt> {
      const contract = challenge(await account(userIndex));
      await mined(contract.getFunction('requestCancelBet')(requestId));
      const delay = (await contract.getFunction('CANCEL_FINALIZE_DELAY')()) as bigint;
      await chain.rpc('evm_increaseTime', [Number(delay) + 1]);
      return mined(contract.getFunction('cancelBet')(requestId));
    },
    async setBettingTable(unit: bigint, multiple: number, probBps: number, lossBps: number): Promise<TransactionReceipt> {
      return mined(challenge(await account(0)).getFunction('setBettingTable')(unit, multiple, probBps, lossBps));
    },
    async vestingClaim(type: keyof Deployment['contracts']['GMVesting'], userIndex: number, scheduleId: bigint): Promise<TransactionReceipt> {
      return mined(vesting(type, await account(userIndex)).getFunction('claim')(scheduleId));
    },
    async vestingClaimTo(type: keyof Deployment['contracts']['GMVesting'], userIndex: number, scheduleId: bigint, recipient: string): Promise<TransactionReceipt> {
      return mined(vesting(type, await account(userIndex)).getFunction('claimTo')(scheduleId, recipient));
    },
    /** The two-step hand-over: the beneficiary proposes, the new one accepts. */
    async changeBeneficiary(type: keyof Deployment['contracts']['GMVesting'], userIndex: number, scheduleId: bigint, toIndex: number): Promise<TransactionReceipt> {
      const to = await account(toIndex);
      await mined(vesting(type, await account(userIndex)).getFunction('changeBeneficiary')(scheduleId, to.address));
      return mined(vesting(type, to).getFunction('acceptBeneficiary')(scheduleId));
    },
    async revoke(type: keyof Deployment['contracts']['GMVesting'], scheduleId: bigint): Promise<TransactionReceipt> {
      return mined(vesting(type, await account(0)).getFunction('revoke')(scheduleId));
    },
    async scheduleOf(type: keyof Deployment['contracts']['GMVesting'], userIndex: number, index = 0): Promise<bigint> {
      const user = await account(userIndex);
      return (await vesting(type, user).getFunction('beneficiarySchedules')(user.address, index)) as bigint;
    },
    /** The VRF fulfiller: hold requests (auto false) or fulfil them as they come. */
    async vrfMode(auto: boolean): Promise<void> {
      await control(chain, '/mode', { auto });
    },
    async fulfil(requestId: string, words: string[]): Promise<void> {
      await control(chain, '/fulfil', { requestId, words });
    },
    async increaseTime(seconds: number): Promise<void> {
      await chain.rpc('evm_increaseTime', [seconds]);
      await chain.rpc('evm_mine', []);
    },
  };
}

async function control(chain: TestChain, route: string, body: unknown): Promise<void> {
  const response = await fetch(`${chain.vrfControlUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`VRF control ${route}: ${response.status} ${await response.text()}`);
}
