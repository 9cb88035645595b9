import {
  APPEAL_DECISION_TYPES,
  appealDomain,
  type AppealCategory,
  type AppealState,
} from '@gm-claim/shared/appeals/typed-data';
import type { OpsAppeal, OpsAppealsResponse } from '@gm-claim/shared/dto/appeals';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';
import type { TransactionSigner } from '@gm-claim/web-core-chain';
import { BaseError } from '@gm-claim/web-core-errors';
import { t } from '@gm-claim/web-core-i18n';

const dto = () => import('@gm-claim/shared/dto/appeals');

export interface AppealsFilter {
  state?: AppealState | undefined;
  category?: AppealCategory | undefined;
}

/** GET /ops/appeals: newest first, with the counts per state. */
export function readOpsAppeals(filter: AppealsFilter, client: ApiClient = apiClient): Promise<OpsAppealsResponse> {
  const query: Record<string, string> = { limit: '100' };
  if (filter.state) query['state'] = filter.state;
  if (filter.category) query['category'] = filter.category;
  return client.request('/ops/appeals', { query, schema: async () => (await dto()).opsAppealsResponseSchema });
}

export interface DecisionDraft {
  decision: 'accepted' | 'rejected';
  /** Base units (accepted), 0n (rejected). */
  amount: bigint;
  reason: string;
}

export interface DecideDeps {
  signer: Pick<TransactionSigner, 'signTypedData'>;
  chainId: number;
  challenge: string;
  client?: ApiClient;
  now?: () => number;
}

/** Signs the decision with the operator's wallet (EIP-712 `AppealDecision`) and sends it: POST /ops/appeals/:id/decision. */
export async function decideAppeal(
  appeal: Pick<OpsAppeal, 'id' | 'account'>,
  draft: DecisionDraft,
  deps: DecideDeps,
): Promise<OpsAppeal> {
  if (!deps.signer.signTypedData) throw new BaseError(t('appeal.noTypedData'));
  const issuedAt = (deps.now ?? (() => Math.floor(Date.now() / 1000)))();
  const types = { AppealDecision: APPEAL_DECISION_TYPES.AppealDecision.map((field) => ({ ...field })) };
  const signature = await deps.signer.signTypedData(appealDomain(deps.chainId, deps.challenge), types, {
    appealId: BigInt(appeal.id),
    account: appeal.account,
    decision: draft.decision,
    amount: draft.amount,
    reason: draft.reason,
    issuedAt: BigInt(issuedAt),
  });
  const response = await (deps.client ?? apiClient).request(`/ops/appeals/${appeal.id}/decision`, {
    method: 'POST',
    body: { decision: draft.decision, amount: draft.amount.toString(), reason: draft.reason, issuedAt, signature },
    schema: async () => (await dto()).opsAppealDecisionResponseSchema,
  });
  return response.appeal;
}

/** GET /ops/appeals/export.csv: the accepted appeals not yet in a list version, as the eligibility CSV. */
export function readAcceptedAppealsCsv(client: ApiClient = apiClient): Promise<string> {
  return client.request('/ops/appeals/export.csv', {
    text: { accept: 'text/csv' },
    schema: async () => (await import('@gm-claim/shared/dto/ledger')).csvTextSchema,
  });
}
