import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { Contract, HDNodeWallet, id, JsonRpcProvider, Network, type EventLog, type Signer } from 'ethers';
import { deploymentSchema, type Deployment } from '@gm-claim/shared/deployment';
import { gmChallengeAbi, gmVestingAbi } from '@gm-claim/shared/generated/abis';
import { VrfFulfiller } from '../../scripts/vrf-fulfiller.js';
import { signAuthorize, signRegister } from '../helpers/signatures.js';
import { freePort } from '@gm-claim/shared/node/ports';

const contractsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const MNEMONIC = 'test test test test test test test test test test test junk';
const GM = 10n ** 18n;


function devWallet(index: number): HDNodeWallet {
  return HDNodeWallet.fromPhrase(MNEMONIC, undefined, `m/44'/60'/0'/0/${index}`);
}

describe('npm run chain: local chain, deployment file and VRF fulfiller', function () {
  this.timeout(180_000);

  let chain: ChildProcess | undefined;
  let output = '';
  let workDir: string;
  let deploymentFile: string;
  let deploymentId: string;
  let control: string;
  let deployment: Deployment;
  let provider: JsonRpcProvider;
  let challenge: Contract;

  before(async function () {
    const [chainPort, controlPort] = [await freePort(), await freePort()];
    workDir = await mkdtemp(path.join(tmpdir(), 'gm-chain-'));
    deploymentFile = path.join(workDir, 'deployment.local.json');
    deploymentId = `test-chain-${chainPort}`;
    control = `http://127.0.0.1:${controlPort}`;
    const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('hardhat/package.json'))), 'dist/src/cli.js');
    // As `npm run chain` does: the contracts are built already (contracts:build, or `hardhat test mocha` without
    // --no-compile), so the chain compiles nothing here.
    chain = spawn(process.execPath, [cli, 'run', '--no-compile', 'scripts/local-chain.ts'], {
      cwd: contractsRoot,
      env: {
        ...process.env,
        CHAIN_PORT: String(chainPort),
        VRF_CONTROL_PORT: String(controlPort),
        CHAIN_DEPLOYMENT_FILE: deploymentFile,
        CHAIN_DEPLOYMENT_ID: deploymentId,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    chain.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    chain.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      chain?.once('exit', (code) => reject(new Error(`chain exited with ${code}:\n${output}`))),
    );
    const ready = (async (): Promise<void> => {
      while (!output.includes('READY ')) await new Promise((resolve) => setTimeout(resolve, 100));
    })();
    await Promise.race([ready, exited]);

    deployment = deploymentSchema.parse(JSON.parse(await readFile(deploymentFile, 'utf8')));
    provider = new JsonRpcProvider(deployment.rpcUrl, Network.from(deployment.chainId), {
      staticNetwork: true,
      pollingInterval: 100,
    });
    challenge = new Contract(deployment.contracts.GMChallenge, gmChallengeAbi, provider);
  });

  after(async function () {
    if (chain && chain.exitCode === null && chain.signalCode === null) {
      const exited = new Promise((resolve) => chain?.once('exit', resolve));
      chain.kill('SIGTERM');
      await exited;
    }
    provider?.destroy();
    await rm(workDir, { recursive: true, force: true });
    await rm(path.join(contractsRoot, 'ignition', 'deployments', deploymentId), { recursive: true, force: true });
  });

  async function post(route: string, body: unknown): Promise<Record<string, unknown>> {
    const response = await fetch(control + route, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    if (!response.ok) throw new Error(`${route} → ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  /** A user bet as the web does it: server-style EIP-712 signature by account 19, then registerAndBet / bet. */
  async function placeBet(user: Signer, registerAmount?: bigint): Promise<bigint> {
    const apiSigner = devWallet(19);
    const userAddress = await user.getAddress();
    const options = {
      chainId: BigInt(deployment.chainId),
      verifyingContract: deployment.contracts.GMChallenge,
      // Unique across runs against the same chain.
      nonce: BigInt(Date.now()) * 1000n + BigInt(Math.floor(Math.random() * 1000)),
      deadline: BigInt(Math.floor(Date.now() / 1000) + 3_600),
    };
    const connected = challenge.connect(user) as Contract;
    const value = 10n ** 17n; // far above the VRF price; the excess is refunded
    const sendBet = async (): Promise<{ wait(): Promise<{ logs: unknown[] }> }> => {
      if (registerAmount === undefined) {
        const { nonce, deadline, signature } = await signAuthorize(apiSigner, userAddress, options);
        return connected.getFunction('bet')(10n * GM, 2n, 2500, 5000, nonce, deadline, signature, { value });
      }
      const { nonce, deadline, signature } = await signRegister(apiSigner, userAddress, registerAmount, options);
      return connected.getFunction('registerAndBet')(registerAmount, 10n * GM, 2n, 2500, 5000, nonce, deadline, signature, {
        value,
      });
    };
    const tx = await sendBet();
    const receipt = await tx.wait();
    const requested = (receipt.logs as EventLog[]).find((log) => log.fragment?.name === 'BetRequested');
    if (!requested) throw new Error('BetRequested not emitted');
    return requested.args.requestId as bigint;
  }

  async function waitForResolution(requestId: bigint): Promise<{ success: boolean; gained: bigint }> {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const logs = await challenge.queryFilter(challenge.filters.BetResolved(requestId), 0);
      const resolved = logs[0] as EventLog | undefined;
      if (resolved) return { success: resolved.args.success as boolean, gained: resolved.args.gained as bigint };
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    throw new Error(`request ${requestId} was not resolved`);
  }

  it('writes a deployment file that matches deploymentSchema, with account 19 as signer and claims open', async function () {
    expect(deployment.chainId).to.equal(31337);
    expect(deployment.signer).to.equal(devWallet(19).address);
    expect(deployment.owner).to.equal(devWallet(0).address);
    expect(await challenge.getFunction('signer')()).to.equal(devWallet(19).address);
    const latest = await provider.getBlock('latest');
    expect(deployment.tgeTimestamp).to.be.at.most(latest!.timestamp);
    expect(await challenge.getFunction('tgeTimestamp')()).to.equal(BigInt(deployment.tgeTimestamp));
  });

  it('creates demo vesting schedules on BACKER and TEAM for dev accounts #1 and #2', async function () {
    for (const claimType of ['BACKER', 'TEAM'] as const) {
      const vesting = new Contract(deployment.contracts.GMVesting[claimType], gmVestingAbi, provider);
      for (const index of [1, 2]) {
        const id = (await vesting.getFunction('getUserVestingScheduleId')(devWallet(index).address)) as bigint;
        expect(id, `${claimType} schedule of #${index}`).to.be.greaterThan(0n);
      }
    }
  });

  it('deploys a Multicall3 that batches reads and reports failures when allowed', async function () {
    const multicall = new Contract(
      deployment.contracts.Multicall3,
      [
        'function aggregate3((address target, bool allowFailure, bytes callData)[] calls) payable returns ((bool success, bytes returnData)[])',
        'function getBlockNumber() view returns (uint256)',
        'function getCurrentBlockTimestamp() view returns (uint256)',
        'function getEthBalance(address) view returns (uint256)',
      ],
      provider,
    );
    const signerCall = challenge.interface.encodeFunctionData('signer');
    const [ok, failed] = (await multicall.getFunction('aggregate3').staticCall([
      { target: deployment.contracts.GMChallenge, allowFailure: false, callData: signerCall },
      { target: deployment.contracts.GMChallenge, allowFailure: true, callData: '0xdeadbeef' },
    ])) as [{ success: boolean; returnData: string }, { success: boolean }];
    expect(ok.success).to.equal(true);
    expect(challenge.interface.decodeFunctionResult('signer', ok.returnData)[0]).to.equal(devWallet(19).address);
    expect(failed.success).to.equal(false);
    const strict = multicall
      .getFunction('aggregate3')
      .staticCall([{ target: deployment.contracts.GMChallenge, allowFailure: false, callData: '0xdeadbeef' }]);
    const failure = await strict.then(
      () => undefined,
      (error: { data?: string }) => error,
    );
    // Multicall3_CallFailed(0): the selector of the custom error and the index of the failed call.
    expect(failure?.data).to.equal(id('Multicall3_CallFailed(uint256)').slice(0, 10) + '0'.repeat(64));
    expect(await multicall.getFunction('getBlockNumber')()).to.equal(BigInt(await provider.getBlockNumber()));
    expect(await multicall.getFunction('getCurrentBlockTimestamp')()).to.be.greaterThan(0n);
    expect(await multicall.getFunction('getEthBalance')(devWallet(5).address)).to.be.greaterThan(0n);
  });

  it('fulfils a bet with the queued words: BetResolved is a win for word 0 at x2', async function () {
    const user = await provider.getSigner(devWallet(7).address);
    await post('/next-words', { words: ['0'] });
    const requestId = await placeBet(user, 1_000n * GM);
    expect(await waitForResolution(requestId)).to.deep.equal({ success: true, gained: 20n * GM });
  });

  it('holds requests in manual mode and fulfils a chosen one with chosen words (9999 → loss)', async function () {
    const user = await provider.getSigner(devWallet(7).address);
    await post('/mode', { auto: false });
    const requestId = await placeBet(user);
    const health = (await (await fetch(`${control}/health`)).json()) as { pending: string[]; auto: boolean };
    expect(health.auto).to.equal(false);
    const result = await post('/fulfil', { requestId: requestId.toString(), words: ['9999'] });
    expect(result.coordinatorSuccess).to.equal(true);
    expect(result.wrapperFailed).to.equal(false);
    expect(result.betResolved).to.deep.include({ success: false, gained: '0' });
    expect(await waitForResolution(requestId)).to.deep.equal({ success: false, gained: 0n });
  });

  it('a restarted fulfiller finds and fulfils requests made while it was away', async function () {
    const user = await provider.getSigner(devWallet(8).address);
    // The chain's own fulfiller is still in manual mode: the request stays open, as if no fulfiller ran.
    const requestId = await placeBet(user, 500n * GM);
    const restarted = new VrfFulfiller({
      provider,
      sender: await provider.getSigner(devWallet(17).address),
      coordinator: deployment.contracts.VRFCoordinatorV2_5Mock!,
      fromBlock: 0,
      pollMs: 100,
      log: () => undefined,
    });
    restarted.queueWords([1n]);
    await restarted.start();
    try {
      expect(await waitForResolution(requestId)).to.deep.equal({ success: true, gained: 20n * GM });
      expect(restarted.status().pending).to.deep.equal([]);
    } finally {
      await restarted.stop();
      await post('/mode', { auto: true });
    }
  });

  it('rejects malformed control requests with 400', async function () {
    const response = await fetch(`${control}/next-words`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ words: [12] }),
    });
    expect(response.status).to.equal(400);
  });
});
