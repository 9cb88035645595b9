import { expect } from 'chai';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { network } from 'hardhat';
import { type HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/types';
import { AbiCoder, Contract, ContractFactory, concat, hashMessage, type BaseContract, type InterfaceAbi } from 'ethers';
import { startApi, type ApiProcess } from '../helpers/api-process.js';
import { openClaims } from '../helpers/actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';

/**
 * The API's chain reads against the real contracts: the API runs as its own process (as `npm run
 * start` does) with CHAIN_RPC_URLS pointing at an HTTP JSON-RPC endpoint served from this test's
 * simulated chain. It checks GMChallenge's unregistered supply before signing a Register, answers
 * 503 when the chain cannot be read, and signs in contract wallets: a real Safe (v1.5.0, from
 * @safe-global/safe-smart-account's build artifacts) deployed (EIP-1271) and not yet deployed
 * (EIP-6492).
 */

const connection = await network.create();
const STAKE = 10n * GM;
const FEE = GM;
const ERC6492_MAGIC = '0x6492649264926492649264926492649264926492649264926492649264926492';
const SUPPLY_CACHE_MS = 200;

interface Artifact {
  abi: InterfaceAbi;
  bytecode: string;
}

function safeArtifact(relative: string): Artifact {
  const require = createRequire(import.meta.url);
  const file = require.resolve(`@safe-global/safe-smart-account/build/artifacts/contracts/${relative}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Artifact;
}

/**
 * This test's simulated chain over HTTP JSON-RPC — what a node is to the API. `down` makes it a dead
 * node: connections are reset as they arrive.
 */
async function serveChain(): Promise<{ url: string; server: Server; setDown(down: boolean): void }> {
  let down = false;
  const sockets = new Set<Socket>();
  const server = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      void (async () => {
        const { id, method, params } = JSON.parse(body) as { id: number; method: string; params?: unknown[] };
        let reply: Record<string, unknown>;
        try {
          reply = { jsonrpc: '2.0', id, result: await connection.provider.request({ method, params: params ?? [] }) };
        } catch (error) {
          const { code, message, data } = error as { code?: number; message?: string; data?: unknown };
          reply = { jsonrpc: '2.0', id, error: { code: code ?? -32603, message: message ?? 'error', data } };
        }
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(reply, (_key, value: unknown) =>
            typeof value === 'bigint' ? `0x${value.toString(16)}` : value,
          ),
        );
      })();
    });
  });
  server.on('connection', (socket) => {
    if (down) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    setDown(value) {
      down = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
  };
}

describe('API chain reads: the Register supply check and smart-account sign-in', function () {
  this.timeout(180_000);
  let gm: GmDeployment;
  let chain: Awaited<ReturnType<typeof serveChain>>;
  let api: ApiProcess;
  let chainId = 0n;

  before(async function () {
    // 150,000 GM for registrations: demo account 1 (100,000) fits, then account 2 (60,000) does not.
    // TGE a minute ahead: claims open after it while the chain stays near the API's wall clock (signature deadlines).
    gm = await deployGm(connection, {
      supply: 150_000n * GM,
      tge: (await connection.networkHelpers.time.latest()) + 60,
    });
    await openClaims(connection, gm);
    chainId = (await connection.ethers.provider.getNetwork()).chainId;
    chain = await serveChain();
    api = await startApi(gm, chainId, {
      dataDirPrefix: 'gm-api-chain-',
      env: {
        CHAIN_RPC_URLS: chain.url,
        CHAIN_RPC_TIMEOUT_MS: '1000',
        REGISTER_SUPPLY_CACHE_MS: String(SUPPLY_CACHE_MS),
      },
    });
  });

  after(async function () {
    await api?.stop();
    chain?.server.closeAllConnections();
    chain?.server.close();
  });

  async function registerSignature(
    accessToken: string,
  ): Promise<{ status: number; body: Record<string, string>; ms: number }> {
    const started = Date.now();
    const response = await fetch(`${api.base}/signature/amount`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, string>,
      ms: Date.now() - started,
    };
  }

  const afterCache = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, SUPPLY_CACHE_MS + 50));

  it('GET /signature/amount – allocation within the unregistered supply – signs, and GMChallenge accepts it', async function () {
    const user = gm.users[0];
    const signed = await registerSignature(await api.signIn(user));
    expect(signed.status).to.equal(200);
    expect(BigInt(signed.body['amount'] ?? '0')).to.equal(100_000n * GM);
    const [probBps, lossBps] = await gm.challenge.bettingTable(STAKE, 2n);
    await expect(
      gm.challenge
        .connect(user)
        .registerAndBet(
          signed.body['amount'] ?? 0n,
          STAKE,
          2n,
          probBps,
          lossBps,
          signed.body['nonce'] ?? 0n,
          signed.body['deadline'] ?? 0n,
          signed.body['signature'] ?? '0x',
          { value: FEE },
        ),
    ).to.emit(gm.challenge, 'UserRegistered');
  });

  it('GET /signature/amount – allocation above the unregistered supply – 409 SUPPLY_EXHAUSTED, no signature issued', async function () {
    await afterCache();
    expect((await gm.challenge.amount_supply()) - (await gm.challenge.amount_registered())).to.equal(50_000n * GM);
    const refused = await registerSignature(await api.signIn(gm.users[1]));
    expect(refused.status).to.equal(409);
    expect(refused.body['code']).to.equal('SUPPLY_EXHAUSTED');
    expect(refused.body['message']).to.contain('allocation pool is exhausted');
    expect(refused.body['message']).to.contain('50,000 GM remain');
    expect(refused.body).to.not.have.property('signature');
    // Account 3's 40,000 GM still fit.
    expect((await registerSignature(await api.signIn(gm.users[2]))).status).to.equal(200);
  });

  it('GET /signature/amount – the chain cannot be read – 503 within the deadline, then works again', async function () {
    const token = await api.signIn(gm.users[2]);
    await afterCache();
    chain.setDown(true);
    try {
      const down = await registerSignature(token);
      expect(down.status).to.equal(503);
      expect(down.body['code']).to.equal('SERVICE_UNAVAILABLE');
      expect(down.body['message']).to.contain('blockchain cannot be read');
      expect(down.ms).to.be.below(5_000);
    } finally {
      chain.setDown(false);
    }
    expect((await registerSignature(token)).status).to.equal(200);
  });

  describe('a Safe as the sign-in wallet', function () {
    const safe = safeArtifact('Safe.sol/Safe.json');
    const factoryArtifact = safeArtifact('proxies/SafeProxyFactory.sol/SafeProxyFactory.json');
    const handlerArtifact = safeArtifact('handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json');
    let singleton: BaseContract;
    let factory: Contract;
    let handler: BaseContract;
    let owner: HardhatEthersSigner;

    before(async function () {
      const deployer = gm.owner;
      owner = gm.users[9];
      singleton = await (await new ContractFactory(safe.abi, safe.bytecode, deployer).deploy()).waitForDeployment();
      factory = (await (
        await new ContractFactory(factoryArtifact.abi, factoryArtifact.bytecode, deployer).deploy()
      ).waitForDeployment()) as Contract;
      handler = await (
        await new ContractFactory(handlerArtifact.abi, handlerArtifact.bytecode, deployer).deploy()
      ).waitForDeployment();
    });

    function initializer(): string {
      const setup = new Contract(ZERO, safe.abi);
      return setup.interface.encodeFunctionData('setup', [[owner.address], 1n, ZERO, '0x', HANDLER(), ZERO, 0n, ZERO]);
    }
    const ZERO = '0x0000000000000000000000000000000000000000';
    const HANDLER = (): string => handler.target as string;

    /** An owner's signature of `message` for the Safe at `safeAddress` (EIP-1271 through the fallback handler). */
    async function safeSignature(signer: HardhatEthersSigner, safeAddress: string, message: string): Promise<string> {
      return signer.signTypedData(
        { chainId, verifyingContract: safeAddress },
        { SafeMessage: [{ name: 'message', type: 'bytes' }] },
        { message: hashMessage(message) },
      );
    }

    /** The address of the Safe the factory deploys for `saltNonce`. */
    async function safeAddress(saltNonce: bigint): Promise<string> {
      return (await factory.createProxyWithNonce.staticCall(singleton.target, initializer(), saltNonce)) as string;
    }

    async function deploySafe(saltNonce: bigint): Promise<string> {
      const address = await safeAddress(saltNonce);
      await (await factory.createProxyWithNonce(singleton.target, initializer(), saltNonce)).wait();
      return address;
    }

    /** Signs in as the undeployed Safe of `saltNonce` at `address` with `signer`'s EIP-6492-wrapped signature. */
    async function loginUndeployedSafe(
      address: string,
      saltNonce: bigint,
      signer: HardhatEthersSigner,
    ): Promise<Response> {
      const value = await api.nonce();
      const message = api.siwe(address, value);
      const deployCall = factory.interface.encodeFunctionData('createProxyWithNonce', [
        singleton.target,
        initializer(),
        saltNonce,
      ]);
      const wrapped = concat([
        AbiCoder.defaultAbiCoder().encode(
          ['address', 'bytes', 'bytes'],
          [factory.target, deployCall, await safeSignature(signer, address, message)],
        ),
        ERC6492_MAGIC,
      ]);
      return api.login(address, value, message, wrapped);
    }

    it('POST /auth/login – deployed Safe, owner signature (EIP-1271) – signs in as the Safe', async function () {
      const address = await deploySafe(1n);
      const value = await api.nonce();
      const message = api.siwe(address, value);
      const response = await api.login(address, value, message, await safeSignature(owner, address, message));
      expect(response.status).to.equal(200);
      const { accessToken } = (await response.json()) as { accessToken: string };
      const token = await fetch(`${api.base}/user/token`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(token.status).to.equal(200);
    });

    it('POST /auth/login – deployed Safe, signature by someone who is not an owner – 401 INVALID_SIGNATURE', async function () {
      const address = await deploySafe(2n);
      const value = await api.nonce();
      const message = api.siwe(address, value);
      const response = await api.login(address, value, message, await safeSignature(gm.users[10], address, message));
      expect(response.status).to.equal(401);
      expect(((await response.json()) as { code: string }).code).to.equal('INVALID_SIGNATURE');
    });

    it('POST /auth/login – Safe not deployed yet, EIP-6492 signature – signs in, and the Safe stays undeployed', async function () {
      const saltNonce = 3n;
      const address = await safeAddress(saltNonce);
      expect(await connection.ethers.provider.getCode(address)).to.equal('0x');
      const response = await loginUndeployedSafe(address, saltNonce, owner);
      expect(response.status).to.equal(200);
      expect(await connection.ethers.provider.getCode(address)).to.equal('0x');
    });

    it('POST /auth/login – Safe not deployed yet, EIP-6492 signature by someone who is not an owner – 401', async function () {
      const saltNonce = 4n;
      const response = await loginUndeployedSafe(await safeAddress(saltNonce), saltNonce, gm.users[10]);
      expect(response.status).to.equal(401);
      expect(((await response.json()) as { code: string }).code).to.equal('INVALID_SIGNATURE');
    });
  });
});
