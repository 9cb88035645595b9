import type { AppealCategory, AppealState } from '@gm-claim/shared/appeals/typed-data';
import type { MessageKey } from '@gm-claim/web-core-i18n';

/** The words of each appeal category and state in the cockpit (named in full for the catalogue test). */
export const CATEGORY_LABELS: Record<AppealCategory, MessageKey> = {
  not_listed: 'appeal.category.not_listed',
  wrong_amount: 'appeal.category.wrong_amount',
  other: 'appeal.category.other',
};

export const STATE_LABELS: Record<AppealState, MessageKey> = {
  received: 'ops.appealsState.received',
  accepted: 'ops.appealsState.accepted',
  rejected: 'ops.appealsState.rejected',
};
