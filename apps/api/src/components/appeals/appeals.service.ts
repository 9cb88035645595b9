import {
  APPEAL_DECISION_TYPES,
  APPEAL_SIGNATURE_MAX_AGE_SECONDS,
  APPEAL_SIGNATURE_MAX_SKEW_SECONDS,
  APPEAL_TYPES,
  appealDomain,
  type Appeal,
  type AppealDecisionRequest,
  type AppealRequest,
  type OpsAppeal,
  type OpsAppealsQuery,
  type OpsAppealsResponse,
} from '@gm-claim/shared';
import { getAddress } from 'ethers';
import type { SmartAccountVerifier } from '../../chain/smart-account';
import { AppError } from '../../errors';
import { appealsCsv } from './appeals-csv';
import type { AppealRow, AppealsRepository } from './appeals.repository';
import { verifyTypedSigner } from './verify-typed-signer';

export interface AppealsSettings {
  chainId: number;
  challengeAddress: string;
  /** Appeals one wallet may file per rolling 24 hours (whatever became of them). */
  perWalletPerDay: number;
}

export interface AppealsService {
  file(request: AppealRequest): Promise<Appeal>;
  /** The wallet's latest appeal; its text only when `viewer` is that wallet. */
  status(account: string, viewer: string | undefined): Promise<Appeal | null>;
  list(query: OpsAppealsQuery): Promise<OpsAppealsResponse>;
  decide(id: number, operator: string, request: AppealDecisionRequest): Promise<OpsAppeal>;
  /** The eligibility CSV of accepted appeals not yet in a list version, and their ids. */
  exportAccepted(): Promise<{ csv: string; ids: number[] }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const seconds = (date: Date | null): number | null => (date === null ? null : Math.floor(date.getTime() / 1000));

function publicView(row: AppealRow): Appeal {
  return {
    id: row.id,
    account: getAddress(row.account),
    category: row.category,
    state: row.state,
    createdAt: seconds(row.created_at) ?? 0,
    decidedAt: seconds(row.decided_at),
    reason: row.reason,
    amount: row.amount,
    listVersion: row.list_version,
  };
}

function opsView(row: AppealRow): OpsAppeal {
  return { ...publicView(row), text: row.text, decidedBy: row.decided_by === null ? null : getAddress(row.decided_by) };
}

export function createAppealsService(
  repository: AppealsRepository,
  settings: AppealsSettings,
  clock: () => number = Date.now,
  smartAccounts?: SmartAccountVerifier,
): AppealsService {
  const domain = appealDomain(settings.chainId, settings.challengeAddress);

  /** A signature is taken only while fresh; `after` (the last one this wallet or appeal used) makes it single-use. */
  function checkFresh(issuedAt: number, after: number | null): void {
    const now = Math.floor(clock() / 1000);
    if (issuedAt > now + APPEAL_SIGNATURE_MAX_SKEW_SECONDS) {
      throw new AppError(400, 'The signature is dated in the future: check the device clock and sign again.', 'STALE_SIGNATURE');
    }
    if (issuedAt < now - APPEAL_SIGNATURE_MAX_AGE_SECONDS) {
      throw new AppError(400, 'The signature is too old: sign again.', 'STALE_SIGNATURE');
    }
    if (after !== null && issuedAt <= after) {
      throw new AppError(400, 'This signature was already used: sign again.', 'STALE_SIGNATURE');
    }
  }

  return {
    async file(request) {
      const account = request.account.toLowerCase();
      const latest = await repository.latestOf(account);
      checkFresh(request.issuedAt, latest?.issued_at ?? null);
      await verifyTypedSigner(
        account,
        domain,
        APPEAL_TYPES,
        { account: getAddress(account), category: request.category, text: request.text, issuedAt: BigInt(request.issuedAt) },
        request.signature,
        smartAccounts,
      );
      if (latest?.state === 'received') {
        throw new AppError(409, 'This wallet already has an open appeal: wait for its decision.', 'APPEAL_OPEN');
      }
      if ((await repository.countSince(account, new Date(clock() - DAY_MS))) >= settings.perWalletPerDay) {
        throw new AppError(429, 'Too many appeals from this wallet today: try again tomorrow.', 'RATE_LIMITED');
      }
      const row = await repository.insert({ ...request, account, createdAt: new Date(clock()) });
      if (row === null) throw new AppError(409, 'This wallet already has an open appeal: wait for its decision.', 'APPEAL_OPEN');
      return { ...publicView(row), text: row.text };
    },

    async status(account, viewer) {
      const row = await repository.latestOf(account.toLowerCase());
      if (row === null) return null;
      return viewer !== undefined && viewer.toLowerCase() === row.account ? { ...publicView(row), text: row.text } : publicView(row);
    },

    async list(query) {
      const [rows, counts] = await Promise.all([repository.list(query), repository.counts()]);
      return { appeals: rows.map(opsView), counts };
    },

    async decide(id, operator, request) {
      const row = await repository.byId(id);
      if (row === null) throw new AppError(404, `No appeal ${id}.`, 'NOT_FOUND');
      if (row.state !== 'received') throw new AppError(409, `Appeal ${id} was already ${row.state}.`, 'APPEAL_DECIDED');
      checkFresh(request.issuedAt, null);
      await verifyTypedSigner(
        operator,
        domain,
        APPEAL_DECISION_TYPES,
        {
          appealId: BigInt(id),
          account: getAddress(row.account),
          decision: request.decision,
          amount: BigInt(request.amount),
          reason: request.reason,
          issuedAt: BigInt(request.issuedAt),
        },
        request.signature,
        smartAccounts,
      );
      const decided = await repository.decide({
        id,
        state: request.decision,
        decidedBy: operator.toLowerCase(),
        reason: request.reason,
        amount: request.decision === 'accepted' ? request.amount : null,
        issuedAt: request.issuedAt,
        signature: request.signature,
        decidedAt: new Date(clock()),
      });
      if (decided === null) throw new AppError(409, `Appeal ${id} was already decided.`, 'APPEAL_DECIDED');
      return opsView(decided);
    },

    async exportAccepted() {
      const rows = await repository.acceptedUnexported();
      return { csv: appealsCsv(rows), ids: rows.map((row) => row.id) };
    },
  };
}
