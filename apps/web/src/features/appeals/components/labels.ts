import type { AppealCategory } from '@gm-claim/shared/appeals/typed-data';
import type { MessageKey } from '@gm-claim/web-core-i18n';

/** Each category's words (named in full so the catalogue test sees every key in use). */
export const CATEGORY_LABELS: Record<AppealCategory, MessageKey> = {
  not_listed: 'appeal.category.not_listed',
  wrong_amount: 'appeal.category.wrong_amount',
  other: 'appeal.category.other',
};
