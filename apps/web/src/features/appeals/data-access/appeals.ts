import { APPEAL_TYPES, appealDomain, type AppealCategory } from '@gm-claim/shared/appeals/typed-data';
import type { Appeal, AppealStatusResponse } from '@gm-claim/shared/dto/appeals';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';
import type { TransactionSigner } from '@gm-claim/web-core-chain';
import { BaseError } from '@gm-claim/web-core-errors';
import { t } from '@gm-claim/web-core-i18n';

const dto = () => import('@gm-claim/shared/dto/appeals');

/** GET /appeals/:address: the wallet's latest appeal (its text too when this browser holds that wallet's session). */
export async function readAppeal(account: string, client: ApiClient = apiClient): Promise<Appeal | null> {
  const response: AppealStatusResponse = await client.request(`/appeals/${account.toLowerCase()}`, {
    schema: async () => (await dto()).appealStatusResponseSchema,
  });
  return response.appeal;
}

export interface AppealDraft {
  category: AppealCategory;
  text: string;
}

export interface FileAppealDeps {
  signer: Pick<TransactionSigner, 'getAddress' | 'signTypedData'>;
  chainId: number;
  challenge: string;
  client?: ApiClient;
  /** Unix seconds (tests). */
  now?: () => number;
}

/**
 * Signs the appeal with the connected wallet (EIP-712 `Appeal`, libs/shared/src/appeals/typed-data.ts) and files it:
 * POST /appeals. The wallet's refusal or the API's 4xx rejects with its plain-words message.
 */
export async function fileAppeal(draft: AppealDraft, deps: FileAppealDeps): Promise<Appeal> {
  const { signer } = deps;
  if (!signer.signTypedData) throw new BaseError(t('appeal.noTypedData'));
  const account = await signer.getAddress();
  const issuedAt = (deps.now ?? (() => Math.floor(Date.now() / 1000)))();
  const types = { Appeal: APPEAL_TYPES.Appeal.map((field) => ({ ...field })) };
  const signature = await signer.signTypedData(appealDomain(deps.chainId, deps.challenge), types, {
    account,
    category: draft.category,
    text: draft.text,
    issuedAt: BigInt(issuedAt),
  });
  const response = await (deps.client ?? apiClient).request('/appeals', {
    method: 'POST',
    body: { account, category: draft.category, text: draft.text, issuedAt, signature },
    schema: async () => (await dto()).appealStatusResponseSchema,
  });
  if (!response.appeal) throw new BaseError(t('appeal.sendFailed'));
  return response.appeal;
}
