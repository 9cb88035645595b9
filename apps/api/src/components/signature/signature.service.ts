import type { AmountSignatureResponse, SignatureResponse } from '@gm-claim/shared';
import { isUniqueViolation } from '@gm-claim/server/db';
import type { ClaimWindowReader } from '../../chain/claim-window';
import type { RegisterSupply } from '../../chain/register-supply';
import { AppError } from '../../errors';
import { NO_COUNTERS, type AppCounters } from '../../http/metrics';
import type { MissionsRepository } from '../missions';
import type { UserRepository } from '../user';
import type { SignatureRepository } from './signature.repository';
import { createNonceSource, type NonceSource } from './nonce-source';
import type { ChallengeSigner } from './signer';

export interface SignatureService {
  authorize(wallet: string): Promise<SignatureResponse>;
  register(wallet: string): Promise<AmountSignatureResponse>;
}

export interface SignatureSettings {
  ttlSeconds: number;
  requireMissions: boolean;
}

/** 18-decimal base units as whole GM with up to 2 decimals, for messages. */
function gm(units: bigint): string {
  const cents = units / 10n ** 16n;
  const whole = (cents / 100n).toLocaleString('en-US');
  const fraction = cents % 100n;
  return fraction === 0n ? whole : `${whole}.${fraction.toString().padStart(2, '0')}`;
}

export function createSignatureService(
  signer: ChallengeSigner,
  repository: SignatureRepository,
  users: UserRepository,
  missions: MissionsRepository,
  settings: SignatureSettings,
  clock: () => number = Date.now,
  counters: AppCounters = NO_COUNTERS,
  /** GMChallenge's unregistered supply; undefined when no chain is configured (development only). */
  supply?: RegisterSupply,
  /** Consecutive nonces from a random base (see nonce-source.ts). */
  nonces: NonceSource = createNonceSource(),
  /** GMChallenge's claim window (issue 34); undefined when no chain is configured (development only). */
  claimWindow?: ClaimWindowReader,
): SignatureService {
  /**
   * Outside the claim window every signature could only revert (GMChallenge_ClaimsNotOpen / _ClaimsClosed): none is
   * issued, and the answer says when claims open or closed. Eligibility, sign-in and missions are not affected.
   */
  async function assertWindowOpen(): Promise<void> {
    if (claimWindow === undefined) return;
    const window = await claimWindow.read();
    if (window.state === 'before-opening') {
      counters.signatureRefused('claims_not_open');
      throw new AppError(409, `Claims open at ${window.openAtIso}.`, 'CLAIMS_NOT_OPEN', undefined, {
        time: window.openAtIso,
        timestamp: window.openAt,
      });
    }
    if (window.state === 'closed' && window.deadline !== null) {
      counters.signatureRefused('claims_closed');
      throw new AppError(409, `Claims closed at ${window.deadlineIso ?? ''}.`, 'CLAIMS_CLOSED', undefined, {
        time: window.deadlineIso ?? '',
        timestamp: window.deadline,
      });
    }
  }

  /**
   * A Register signature for more than the chain's unregistered supply can only revert
   * (GMChallenge_InsufficientSupply): it is not issued. A chain that cannot be read is a 503.
   */
  async function assertSupplyCovers(amount: bigint): Promise<void> {
    if (supply === undefined) return;
    const available = await supply.unregistered();
    if (amount > available) {
      counters.signatureRefused('supply_exhausted');
      throw new AppError(
        409,
        `The GM allocation pool is exhausted: ${gm(available)} GM remain to be registered and this wallet's allocation is ${gm(amount)} GM, so registering now could only fail on chain.`,
        'SUPPLY_EXHAUSTED',
      );
    }
  }

  function missionsIncomplete(): AppError {
    return new AppError(403, 'Complete every mission before claiming.', 'MISSIONS_INCOMPLETE');
  }

  async function assertMissionsDone(wallet: string): Promise<void> {
    if (settings.requireMissions && (await missions.openCount(wallet)) > 0) throw missionsIncomplete();
  }

  /**
   * Takes the next nonce, records it (the primary key refuses a repeat: take another) and only then signs.
   * `missionsChecked`: the caller already required every mission; otherwise the record itself
   * requires it, in the same statement.
   */
  async function issue(wallet: string, kind: 'Register' | 'Authorize', amount: bigint | null, missionsChecked: boolean) {
    const deadline = BigInt(Math.floor(clock() / 1000) + settings.ttlSeconds);
    for (let attempt = 0; ; attempt++) {
      const nonce = nonces.next();
      const row = { nonce, wallet: wallet.toLowerCase(), kind, amount, deadline };
      try {
        if (missionsChecked || !settings.requireMissions) await repository.record(row);
        else {
          const outcome = await repository.recordIfMissionsDone(row);
          if (outcome === 'missions-open') throw missionsIncomplete();
          if (outcome === 'nonce-taken') {
            if (attempt < 3) continue;
            throw new Error('four signature nonces in a row were already taken');
          }
        }
      } catch (error) {
        if (isUniqueViolation(error) && attempt < 3) continue;
        throw error;
      }
      const signature =
        amount === null
          ? signer.signAuthorize({ user: wallet, nonce, deadline })
          : signer.signRegister({ user: wallet, amount, nonce, deadline });
      counters.signatureIssued(kind);
      return { nonce: nonce.toString(), deadline: deadline.toString(), signature };
    }
  }

  return {
    async authorize(wallet) {
      await assertWindowOpen();
      return issue(wallet, 'Authorize', null, false);
    },
    async register(wallet) {
      const eligibility = await users.findEligibility(wallet);
      const amount = BigInt(eligibility?.totalAmount ?? '0');
      if (amount === 0n) throw new AppError(403, 'This wallet is not eligible for GM.', 'NOT_ELIGIBLE');
      await assertWindowOpen();
      await assertMissionsDone(wallet);
      await assertSupplyCovers(amount);
      const issued = await issue(wallet, 'Register', amount, true);
      return { amount: amount.toString(), ...issued };
    },
  };
}
