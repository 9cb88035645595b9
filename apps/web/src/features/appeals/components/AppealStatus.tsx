import type { Appeal } from '@gm-claim/shared/dto/appeals';
import { useI18n } from '@gm-claim/web-core-i18n';
import { CATEGORY_LABELS } from './labels';

/** An appeal's state in plain words: received, accepted (in the next list version), or rejected with the reason. */
export function AppealStatus({ appeal }: { appeal: Appeal }) {
  const { t, date, amount } = useI18n();
  return (
    <div className="gm-appeal__status" data-testid={`appeal-${appeal.state}`} aria-live="polite">
      <p className="gm-appeal__verdict">
        {appeal.state === 'received'
          ? t('appeal.received', { date: date(appeal.createdAt) })
          : appeal.state === 'accepted'
            ? appeal.listVersion === null
              ? t('appeal.accepted')
              : t('appeal.acceptedIn', { version: appeal.listVersion })
            : t('appeal.rejected')}
      </p>
      <p className="gm-muted">{t(CATEGORY_LABELS[appeal.category])}</p>
      {appeal.state === 'accepted' && appeal.amount && <p>{t('appeal.acceptedAmount', { amount: amount(appeal.amount) })}</p>}
      {appeal.reason && <p data-testid="appeal-reason">{t('appeal.reason', { reason: appeal.reason })}</p>}
      {appeal.text !== undefined && <p className="gm-appeal__own-text">{appeal.text}</p>}
    </div>
  );
}
