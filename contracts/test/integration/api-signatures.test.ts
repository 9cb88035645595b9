import { expect } from 'chai';
import { network } from 'hardhat';
import { startApi, type ApiProcess } from '../helpers/api-process.js';
import { openClaims } from '../helpers/actions.js';
import { deployGm, GM, type GmDeployment } from '../helpers/deploy.js';

/**
 * The API (apps/api, started as its own process exactly as `npm run start` does, on an embedded
 * PGlite seeded with the demo data) signs; GMChallenge on the simulated network verifies. Only
 * HTTP crosses the boundary: the contracts project imports nothing from the API.
 */

const connection = await network.create();
const STAKE = 10n * GM;
const FEE = GM;

interface Signed {
  nonce: string;
  deadline: string;
  signature: string;
  amount?: string;
}

describe('API signatures accepted by GMChallenge', function () {
  this.timeout(180_000);
  let gm: GmDeployment;
  let api: ApiProcess;

  before(async function () {
    // TGE a minute ahead: claims open after it while the chain stays near the API's wall clock (signature deadlines).
    gm = await deployGm(connection, { tge: (await connection.networkHelpers.time.latest()) + 60 });
    await openClaims(connection, gm);
    const chainId = (await connection.ethers.provider.getNetwork()).chainId;
    api = await startApi(gm, chainId, { dataDirPrefix: 'gm-api-it-' });
  });

  after(async function () {
    await api?.stop();
  });

  async function signed(path: '/signature' | '/signature/amount', accessToken: string): Promise<Signed> {
    const response = await fetch(`${api.base}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.status).to.equal(200);
    return (await response.json()) as Signed;
  }

  it('uses the demo accounts 1–5 and signer 19 the API expects', async function () {
    expect(gm.users[0].address).to.equal('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(await gm.challenge.getFunction('signer')()).to.equal('0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199');
  });

  it('accepts an API Register signature in registerAndBet and rejects it replayed', async function () {
    const user = gm.users[0];
    const reg = await signed('/signature/amount', await api.signIn(user));
    expect(BigInt(reg.amount ?? '0')).to.equal(100_000n * GM);
    await expect(
      gm.challenge
        .connect(user)
        .registerAndBet(reg.amount ?? 0n, STAKE, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, {
          value: FEE,
        }),
    ).to.emit(gm.challenge, 'UserRegistered');
    expect(await gm.challenge.isRegistered(user.address)).to.equal(true);
    await expect(
      gm.challenge
        .connect(user)
        .registerAndBet(reg.amount ?? 0n, STAKE, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, {
          value: FEE,
        }),
    )
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_NonceAlreadyUsed')
      .withArgs(user.address, BigInt(reg.nonce));
  });

  it('rejects an API Register signature with an altered amount or sent by another user', async function () {
    const [, user, thief] = gm.users;
    const reg = await signed('/signature/amount', await api.signIn(user));
    const amount = BigInt(reg.amount ?? '0');
    await expect(
      gm.challenge
        .connect(user)
        .registerAndBet(amount + 1n, STAKE, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, { value: FEE }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
    await expect(
      gm.challenge
        .connect(user)
        .registerAndBet(amount, STAKE, 2n, 2500, 5000, reg.nonce, BigInt(reg.deadline) + 1n, reg.signature, {
          value: FEE,
        }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
    await expect(
      gm.challenge
        .connect(thief)
        .registerAndBet(amount, STAKE, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, { value: FEE }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
    // The untouched signature still works for its own user.
    await expect(
      gm.challenge
        .connect(user)
        .registerAndBet(amount, STAKE, 2n, 2500, 5000, reg.nonce, reg.deadline, reg.signature, { value: FEE }),
    ).to.emit(gm.challenge, 'BetRequested');
  });

  it('accepts an API Authorize signature in bet, and rejects it replayed or sent by another user', async function () {
    const [, , , user, other] = gm.users;
    await gm.challenge.registerBalances([user.address, other.address], [25_000n * GM, 20_000n * GM]);
    const auth = await signed('/signature', await api.signIn(user));
    await expect(
      gm.challenge.connect(other).bet(STAKE, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: FEE }),
    ).to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_InvalidSignature');
    await expect(
      gm.challenge.connect(user).bet(STAKE, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: FEE }),
    ).to.emit(gm.challenge, 'BetRequested');
    await expect(
      gm.challenge.connect(user).bet(STAKE, 2n, 2500, 5000, auth.nonce, auth.deadline, auth.signature, { value: FEE }),
    )
      .to.be.revertedWithCustomError(gm.challenge, 'GMChallenge_NonceAlreadyUsed')
      .withArgs(user.address, BigInt(auth.nonce));
  });

  it('never hands out the same nonce twice', async function () {
    const accessToken = await api.signIn(gm.users[4]);
    const nonces = new Set<string>();
    for (let i = 0; i < 10; i++) nonces.add((await signed('/signature', accessToken)).nonce);
    expect(nonces.size).to.equal(10);
  });
});
