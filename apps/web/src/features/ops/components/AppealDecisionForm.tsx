import { useId, useState, type FormEvent } from 'react';
import { parseTokenAmount } from '@gm-claim/shared/amount';
import { APPEAL_REASON_MAX, appealTextLength } from '@gm-claim/shared/appeals/typed-data';
import type { OpsAppeal } from '@gm-claim/shared/dto/appeals';
import { Button } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';
import type { DecisionDraft } from '../data-access/appeals';

/** ACCEPT (with the amount the next list version gives) or REJECT, with a reason; the operator's wallet signs it. */
export function AppealDecisionForm({
  appeal,
  onDecide,
}: {
  appeal: OpsAppeal;
  onDecide(draft: DecisionDraft): Promise<void>;
}) {
  const { t } = useI18n();
  const ids = { amount: useId(), reason: useId(), error: useId() };
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'signing' } | { kind: 'failed'; message: string }>({
    kind: 'idle',
  });

  const decide = async (decision: DecisionDraft['decision']): Promise<void> => {
    if (reason.trim().length === 0 || appealTextLength(reason) > APPEAL_REASON_MAX) {
      return setState({ kind: 'failed', message: t('ops.appealReasonMissing') });
    }
    let units = 0n;
    if (decision === 'accepted') {
      try {
        units = parseTokenAmount(amount);
      } catch {
        units = 0n;
      }
      if (units <= 0n) return setState({ kind: 'failed', message: t('ops.appealAmountInvalid') });
    }
    setState({ kind: 'signing' });
    try {
      await onDecide({ decision, amount: units, reason: reason.trim() });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof Error && error.message ? error.message : t('appeal.sendFailed'),
      });
    }
  };
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void decide('accepted');
  };

  return (
    <form className="gm-ops-appeal__decide" onSubmit={submit} noValidate data-testid={`appeal-decide-${appeal.id}`}>
      <label htmlFor={ids.amount}>{t('ops.appealAmount')}</label>
      <input
        id={ids.amount}
        className="gm-input"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <label htmlFor={ids.reason}>{t('ops.appealReason')}</label>
      <textarea
        id={ids.reason}
        className="gm-input"
        rows={2}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        aria-describedby={state.kind === 'failed' ? ids.error : undefined}
      />
      {state.kind === 'failed' && (
        <p id={ids.error} role="alert" className="gm-ops__warn">
          {state.message}
        </p>
      )}
      <div className="gm-ops-appeal__buttons">
        <Button type="submit" disabled={state.kind === 'signing'}>
          {state.kind === 'signing' ? t('appeal.signing') : t('ops.appealAccept')}
        </Button>
        <Button variant="ghost" disabled={state.kind === 'signing'} onClick={() => void decide('rejected')}>
          {t('ops.appealReject')}
        </Button>
      </div>
    </form>
  );
}
