/**
 * Issue 37 §2: sign-in for an EIP-7702-delegated EOA, on the real local chain (Prague rules) with the API's chain
 * connection configured (so EIP-1271 could be asked). The account has code (0xef0100 ‖ delegate), yet its key signs:
 * its plain ECDSA signature signs it in whatever it delegates to, and another key's signature is refused.
 */
import { Wallet, type HDNodeWallet } from 'ethers';
import request from 'supertest';
import { deploymentEnv, startTestChain, type TestChain } from '@gm-claim/server/testing/chain';
import type { Db } from '@gm-claim/server/db';
import { buildApp, openTestDb, signedLogin, type TestContext } from './helpers';

jest.setTimeout(180_000);

let chain: TestChain;
let db: Db;
let ctx: TestContext;

beforeAll(async () => {
  [chain, db] = await Promise.all([startTestChain(), openTestDb()]);
  ctx = buildApp(db, {
    ...deploymentEnv(chain),
    CHAIN_RPC_URLS: chain.rpcUrl,
  });
});

afterAll(async () => {
  await db?.close();
  await chain?.stop();
});

/** A fresh EOA delegated to `delegate` by a real type-4 transaction that a funded sponsor sends and pays. */
async function delegatedTo(delegate: string): Promise<HDNodeWallet> {
  const sponsor = Wallet.createRandom().connect(chain.provider);
  await chain.rpc('hardhat_setBalance', [sponsor.address, '0xde0b6b3a7640000']);
  const eoa = Wallet.createRandom();
  const auth = await eoa.authorize({ address: delegate, nonce: 0, chainId: chain.deployment.chainId });
  await (await sponsor.sendTransaction({ type: 4, to: sponsor.address, authorizationList: [auth] })).wait();
  const code = await chain.rpc<string>('eth_getCode', [eoa.address, 'latest']);
  expect(code.toLowerCase()).toBe(`0xef0100${delegate.slice(2).toLowerCase()}`);
  return eoa;
}

describe('POST /auth/login – an EIP-7702-delegated EOA (issue 37)', () => {
  it('delegated to a contract that answers no EIP-1271 (a sweeper-like delegate) or to an address without code – its own key signs it in', async () => {
    for (const delegate of [chain.deployment.contracts.GMToken, Wallet.createRandom().address]) {
      const eoa = await delegatedTo(delegate);
      const body = await signedLogin(ctx.app, eoa);
      const response = await request(ctx.app).post('/auth/login').send(body);
      expect({ delegate, status: response.status }).toEqual({ delegate, status: 200 });
      expect(response.body).toMatchObject({ accessToken: expect.any(String), clearAllMissions: false });
    }
  });

  it("another key's signature for the delegated address – 401 INVALID_SIGNATURE, its nonce still usable by the account's own key", async () => {
    const eoa = await delegatedTo(chain.deployment.contracts.GMToken);
    const body = await signedLogin(ctx.app, eoa);
    const forged = { ...body, signature: await Wallet.createRandom().signMessage(body.message) };
    const refused = await request(ctx.app).post('/auth/login').send(forged);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'INVALID_SIGNATURE' });
    await request(ctx.app).post('/auth/login').send(body).expect(200);
  });
});
