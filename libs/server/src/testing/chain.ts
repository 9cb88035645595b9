/**
 * A real local chain for the index tests: what `contracts/scripts/local-chain.ts` makes (Hardhat's chain
 * behind the JSON-RPC server of `hardhat node`, the GMLocal Ignition deployment, the VRF fulfiller), on free
 * ports with its own Ignition id, started once per test file and stopped after it — by the run's chain host
 * (chain-host.ts, contracts/scripts/test-chains.ts), one Hardhat process for all of them. Plus the contract calls the tests
 * make on it, as the users, the owner and the API signer would.
 */
import { deploymentSchema, EIP712_TYPES, type Deployment } from '@gm-claim/shared';
import { challengeDomain, type AuthorizeMessage } from '@gm-claim/shared/eip712';
import { Contract, JsonRpcProvider, Network, Wallet, type JsonRpcSigner, type TransactionReceipt } from 'ethers';
import { DEV_SIGNER_PRIVATE_KEY } from '../config';
import { hostOutput, spawnChainHost, waitForChainHost } from './chain-host';

export { freePort } from '@gm-claim/shared/node/ports';

export interface TestChain {
  rpcUrl: string;
  vrfControlUrl: string;
  deployment: Deployment;
  provider: JsonRpcProvider;
  rpc<T>(method: string, params?: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

/**
 * Starts a fresh local chain on the run's chain host (globalSetup's, API_TEST_CHAIN_HOST_URL), or on a host of
 * its own outside Jest; resolves once it is deployed and its fulfiller runs.
 */
export async function startTestChain(): Promise<TestChain> {
  const sharedUrl = process.env['API_TEST_CHAIN_HOST_URL'];
  const sharedLog = process.env['API_TEST_CHAIN_HOST_LOG'] ?? '';
  const own = sharedUrl ? undefined : await spawnChainHost();
  const hostUrl = sharedUrl ?? own!.url;
  const output = (): string => (own ? own.output() : hostOutput(sharedLog));
  let chainId: string | undefined;
  const stop = async (): Promise<void> => {
    if (chainId !== undefined) {
      const id = chainId;
      chainId = undefined;
      await fetch(`${hostUrl}/chains/${id}`, { method: 'DELETE' }).catch(() => undefined);
    }
    await own?.stop();
  };
  let started: { id: string; rpcUrl: string; vrfControlUrl: string; deployment: unknown };
  try {
    await waitForChainHost(hostUrl, output);
    const response = await fetch(`${hostUrl}/chains`, { method: 'POST', signal: AbortSignal.timeout(120_000) });
    if (!response.ok) throw new Error(`the chain host could not start a chain (${response.status}): ${await response.text()}\n${output()}`);
    started = (await response.json()) as typeof started;
    chainId = started.id;
  } catch (error) {
    await stop();
    throw error;
  }
  const deployment = deploymentSchema.parse(started.deployment);
  // batchMaxCount 1: ethers otherwise holds every call 10 ms (batchStallTime) to batch it with others, and a test's
  // calls are one after the other — 300 bets took 57 s, of which 42 s were those waits. cacheTimeout -1: no answer is
  // reused (ethers hands back an identical call's answer for 250 ms, e.g. a pending nonce another process has used since).
  const provider = new JsonRpcProvider(started.rpcUrl, Network.from(deployment.chainId), {
    staticNetwork: true,
    pollingInterval: 100,
    batchMaxCount: 1,
    cacheTimeout: -1,
  });
  return {
    rpcUrl: started.rpcUrl,
    vrfControlUrl: started.vrfControlUrl,
    deployment,
    provider,
    rpc: (method, params = []) => provider.send(method, params),
    async stop() {
      provider.destroy();
      await stop();
    },
  };
}

/**
 * The chain keys (config.ts, loadChainConfig) naming a test chain's deployment, for a program's environment or an
 * app's test configuration.
 */
export function deploymentEnv(chain: Pick<TestChain, 'deployment'>): Record<string, string> {
  const { contracts, chainId } = chain.deployment;
  return {
    CHAIN_ID: String(chainId),
    CHALLENGE_ADDRESS: contracts.GMChallenge,
    PUBLIC_VESTING_ADDRESS: contracts.GMVesting.PUBLIC,
    VESTING_ADDRESSES: JSON.stringify(contracts.GMVesting),
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

/**
 * An `Authorize` signed with the local deployment's signer key, as the API signs it (the API's signer.test.ts proves
 * its bytes equal ethers' signTypedData, used here so that no program's tests import another program).
 */
export function signAuthorizeAsServer(chainId: number, challengeAddress: string, message: AuthorizeMessage): Promise<string> {
  return new Wallet(DEV_SIGNER_PRIVATE_KEY).signTypedData(
    challengeDomain(chainId, challengeAddress),
    { Authorize: [...EIP712_TYPES.Authorize] },
    message,
  );
}

/** The calls the index tests make: owner (account 0), users (other accounts), the API's signatures. */
export function chainActions(chain: TestChain) {
  const { deployment, provider } = chain;
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
    const signature = await signAuthorizeAsServer(deployment.chainId, deployment.contracts.GMChallenge, message);
    return { nonce: message.nonce, deadline, signature };
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
