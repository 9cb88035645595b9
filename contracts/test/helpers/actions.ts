import { type EventLog, type ContractTransactionResponse, type Signer } from 'ethers';
import { type HardhatEthersSigner } from '@nomicfoundation/hardhat-ethers/types';
import { deployGm, FULFIL_GAS_LIMIT, type Connection, type DeployOptions, type GmDeployment } from './deploy.js';
import { signAuthorize, signClaimAndVest, signRegister, type SignedAuthorization } from './signatures.js';

/** Fresh signature context for the challenge of `gm`. */
export async function signingContext(
  connection: Connection,
  gm: GmDeployment,
): Promise<{ chainId: bigint; verifyingContract: string; deadline: bigint }> {
  const { chainId } = await connection.ethers.provider.getNetwork();
  const deadline = BigInt((await connection.networkHelpers.time.latest()) + 600);
  return { chainId, verifyingContract: await gm.challenge.getAddress(), deadline };
}

/**
 * A signed claim & vest of `user`'s allocation to `recipient`: the server's Authorize for `user`, and the ClaimAndVest
 * that `signer` (the user, or a smart account's owner) signs with the same nonce and deadline.
 */
export async function signedClaimAndVest(
  connection: Connection,
  gm: GmDeployment,
  signer: Pick<Signer, 'signTypedData'>,
  user: string,
  recipient: string,
  context?: { chainId: bigint; verifyingContract: string; deadline: bigint },
): Promise<{ server: SignedAuthorization; userSignature: string }> {
  const signing = context ?? (await signingContext(connection, gm));
  const server = await signAuthorize(gm.signer, user, signing);
  const message = { user, recipient, amount: 0n, nonce: server.nonce, deadline: server.deadline };
  return { server, userSignature: await signClaimAndVest(signer, message, signing) };
}

export async function authorize(
  connection: Connection,
  gm: GmDeployment,
  user: HardhatEthersSigner,
): Promise<SignedAuthorization> {
  return signAuthorize(gm.signer, user.address, await signingContext(connection, gm));
}

export async function registration(
  connection: Connection,
  gm: GmDeployment,
  user: HardhatEthersSigner,
  amount: bigint,
): Promise<SignedAuthorization> {
  return signRegister(gm.signer, user.address, amount, await signingContext(connection, gm));
}

/** The VRF price the next request pays at the default gas price. */
export async function vrfPrice(connection: Connection, gm: GmDeployment): Promise<bigint> {
  const block = await connection.ethers.provider.getBlock('latest');
  const gasPrice = (block?.baseFeePerGas ?? 0n) * 2n + 10n ** 9n;
  return gm.challenge.estimateVrfCost(gasPrice);
}

export function requestIdOf(receipt: { logs: readonly unknown[] } | null): bigint {
  const log = receipt?.logs.find(
    (entry): entry is EventLog =>
      typeof entry === 'object' &&
      entry !== null &&
      'fragment' in entry &&
      (entry as EventLog).fragment.name === 'BetRequested',
  );
  if (!log) throw new Error('BetRequested not emitted');
  return log.args[0] as bigint;
}

/** A registered user's bet paying generously, accepting the table row read just before (as the web shows it); returns the request id. */
export async function placeBet(
  connection: Connection,
  gm: GmDeployment,
  user: HardhatEthersSigner,
  unit: bigint,
  multiple: bigint,
): Promise<bigint> {
  const auth = await authorize(connection, gm, user);
  const [probBps, lossBps] = await gm.challenge.bettingTable(unit, multiple);
  const tx = await gm.challenge
    .connect(user)
    .bet(unit, multiple, probBps, lossBps, auth.nonce, auth.deadline, auth.signature, { value: 10n ** 17n });
  return requestIdOf(await tx.wait());
}

/** Fulfils `requestId` through coordinator mock → wrapper → GMChallenge with `word`. */
export async function fulfil(gm: GmDeployment, requestId: bigint, word: bigint): Promise<ContractTransactionResponse> {
  return gm.coordinator.fulfillRandomWordsWithOverride(requestId, await gm.wrapper.getAddress(), [word], {
    gasLimit: FULFIL_GAS_LIMIT,
  });
}

/** A word whose roll (`word % 10000`) is `roll`. */
export function wordWithRoll(roll: number): bigint {
  return 987_654_321n * 10_000n + BigInt(roll);
}

/**
 * Moves the chain to the TGE when it is still ahead: claims and bets open there (issue 34's claim window), so tests
 * of the Challenge start here.
 */
export async function openClaims(connection: Connection, gm: GmDeployment): Promise<void> {
  if ((await connection.networkHelpers.time.latest()) < gm.tge) {
    await connection.networkHelpers.time.increaseTo(gm.tge);
  }
}

/** A fresh deployment with its claims open (the chain moved to the TGE). */
export async function deployOpen(connection: Connection, options: DeployOptions = {}): Promise<GmDeployment> {
  const gm = await deployGm(connection, options);
  await openClaims(connection, gm);
  return gm;
}
