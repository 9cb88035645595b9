import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { shortenAddress } from '@gm-claim/shared/address-display';
import {
  APPEAL_CATEGORIES,
  APPEAL_STATES,
  type AppealCategory,
  type AppealState,
} from '@gm-claim/shared/appeals/typed-data';
import type { OpsAppeal } from '@gm-claim/shared/dto/appeals';
import { getConfig } from '@gm-claim/web-core-config';
import { Button, ReadState } from '@gm-claim/web-core-ui';
import { useI18n } from '@gm-claim/web-core-i18n';
import { decideAppeal, readAcceptedAppealsCsv, readOpsAppeals, type DecisionDraft } from '../data-access/appeals';
import { saveTextFile } from '../data-access/read-ops';
import { AppealDecisionForm } from './AppealDecisionForm';
import { CATEGORY_LABELS, STATE_LABELS } from './appeal-labels';

/** Appeals in the cockpit: filter by state and category, decide the received ones, export the accepted ones. */
export function AppealsPanel() {
  const { t } = useI18n();
  const client = useQueryClient();
  const [state, setState] = useState<AppealState | ''>('received');
  const [category, setCategory] = useState<AppealCategory | ''>('');
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const appeals = useQuery({
    queryKey: ['ops', 'appeals', state, category],
    queryFn: () => readOpsAppeals({ state: state || undefined, category: category || undefined }),
    retry: 1,
  });

  const decide = async (appeal: OpsAppeal, draft: DecisionDraft): Promise<void> => {
    const { connectedSigner } = await import('@gm-claim/web-core-chain');
    const config = getConfig();
    await decideAppeal(appeal, draft, {
      signer: await connectedSigner(),
      chainId: config.chainId,
      challenge: config.contracts.GMChallenge,
    });
    await client.invalidateQueries({ queryKey: ['ops', 'appeals'] });
  };
  const onExport = async (): Promise<void> => {
    setExporting('busy');
    try {
      saveTextFile(await readAcceptedAppealsCsv(), 'gm-claim-accepted-appeals.csv');
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <section className="gm-ops__panel" aria-labelledby="ops-appeals-title" data-testid="ops-appeals">
      <h2 id="ops-appeals-title">{t('ops.appeals')}</h2>
      <div className="gm-ops-appeal__filters">
        <label>
          {t('ops.appealsFilterState')}
          <select
            className="gm-input"
            value={state}
            onChange={(event) => setState(event.target.value as AppealState | '')}
          >
            <option value="">{t('ops.appealsAll')}</option>
            {APPEAL_STATES.map((value) => (
              <option key={value} value={value}>
                {t(STATE_LABELS[value])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('ops.appealsFilterCategory')}
          <select
            className="gm-input"
            value={category}
            onChange={(event) => setCategory(event.target.value as AppealCategory | '')}
          >
            <option value="">{t('ops.appealsAll')}</option>
            {APPEAL_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(CATEGORY_LABELS[value])}
              </option>
            ))}
          </select>
        </label>
        <Button variant="ghost" onClick={() => void onExport()} disabled={exporting === 'busy'}>
          {exporting === 'busy' ? t('ops.exporting') : t('ops.appealsExport')}
        </Button>
      </div>
      <p className="gm-muted">{t('ops.appealsExportNote')}</p>
      {exporting === 'failed' && (
        <p role="alert" className="gm-ops__warn">
          {t('ops.exportFailed')}
        </p>
      )}
      <ReadState queries={[appeals]} what={t('ops.appealsLoading')}>
        {() =>
          appeals.data && (
            <>
              <p data-testid="ops-appeals-counts">{t('ops.appealsCounts', appeals.data.counts)}</p>
              {appeals.data.appeals.length === 0 ? (
                <p>{t('ops.appealsNone')}</p>
              ) : (
                <ul className="gm-ops-appeal__list">
                  {appeals.data.appeals.map((appeal) => (
                    <AppealItem key={appeal.id} appeal={appeal} onDecide={(draft) => decide(appeal, draft)} />
                  ))}
                </ul>
              )}
            </>
          )
        }
      </ReadState>
    </section>
  );
}

function AppealItem({ appeal, onDecide }: { appeal: OpsAppeal; onDecide(draft: DecisionDraft): Promise<void> }) {
  const { t, date, amount } = useI18n();
  return (
    <li className="gm-ops-appeal" data-testid={`ops-appeal-${appeal.id}`}>
      <p className="gm-ops-appeal__head">
        <strong title={appeal.account}>{shortenAddress(appeal.account)}</strong> · {t(CATEGORY_LABELS[appeal.category])}{' '}
        · {t(STATE_LABELS[appeal.state])} · {t('ops.appealFiled', { date: date(appeal.createdAt) })}
      </p>
      <p className="gm-ops-appeal__text">{appeal.text}</p>
      {appeal.state === 'received' ? (
        <AppealDecisionForm appeal={appeal} onDecide={onDecide} />
      ) : (
        <p className="gm-muted">
          {t('ops.appealDecided', {
            state: t(STATE_LABELS[appeal.state]),
            operator: appeal.decidedBy ? shortenAddress(appeal.decidedBy) : '—',
            date: appeal.decidedAt === null ? '—' : date(appeal.decidedAt),
          })}
          {appeal.amount && ` · ${amount(appeal.amount)} GM`}
          {appeal.reason && ` · ${appeal.reason}`}
        </p>
      )}
    </li>
  );
}
