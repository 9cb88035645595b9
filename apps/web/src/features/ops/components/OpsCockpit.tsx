import { useState } from 'react';
import { Button, ReadState } from '@gm-claim/web-core-ui';
import { readOpsCsv, saveTextFile } from '../data-access/read-ops';
import { OPS_REFRESH_MS, useOpsFunnel, useOpsRisk, useOpsStatus } from '../hooks/queries';
import { AppealsPanel } from './AppealsPanel';
import { FunnelPanel } from './FunnelPanel';
import { IncidentPanel } from './IncidentPanel';
import { RelayerPausePanel } from './RelayerPausePanel';
import { RiskPanel } from './RiskPanel';
import { StatusPanel } from './StatusPanel';
import { useI18n } from '@gm-claim/web-core-i18n';

function updatedAt(times: number[]): string {
  const newest = Math.max(...times.filter((time) => time > 0));
  return Number.isFinite(newest) ? new Date(newest).toISOString().slice(11, 19) : '—';
}

/** The figures, each panel read and refreshed on its own: one that fails shows its error and RETRY, the rest stay. */
export function OpsCockpit({ roles }: { roles: readonly string[] }) {
  const { t } = useI18n();
  const status = useOpsStatus(true);
  const funnel = useOpsFunnel(true);
  const risk = useOpsRisk(true);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

  const onExport = async (): Promise<void> => {
    setExporting('busy');
    try {
      const csv = await readOpsCsv();
      saveTextFile(csv, `gm-claim-ops-${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}.csv`);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  return (
    <article className="gm-ops">
      <header className="gm-ops__head">
        <div>
          <h1 className="gm-title gm-title--small">{t('ops.title')}</h1>
          <p className="gm-muted" data-testid="ops-live">
            {t('ops.live', {
              seconds: OPS_REFRESH_MS / 1000,
              time: updatedAt([status.dataUpdatedAt, funnel.dataUpdatedAt, risk.dataUpdatedAt]),
              role: roles.includes('owner') ? t('ops.owner') : t('ops.operator'),
            })}
          </p>
        </div>
        <div className="gm-ops__export">
          <Button variant="ghost" onClick={() => void onExport()} disabled={exporting === 'busy'}>
            {exporting === 'busy' ? t('ops.exporting') : t('ops.export')}
          </Button>
          {exporting === 'failed' && (
            <p role="alert" className="gm-ops__warn">
              {t('ops.exportFailed')}
            </p>
          )}
        </div>
      </header>
      <section className="gm-ops__panel" aria-labelledby="ops-funnel-title">
        <h2 id="ops-funnel-title">{t('ops.campaign')}</h2>
        <ReadState queries={[funnel]} what={t('ops.campaignLoading')}>
          {() => funnel.data && <FunnelPanel funnel={funnel.data} />}
        </ReadState>
      </section>
      <section className="gm-ops__panel" aria-labelledby="ops-risk-title">
        <h2 id="ops-risk-title">{t('ops.risk')}</h2>
        <ReadState queries={[risk]} what={t('ops.riskLoading')}>
          {() => risk.data && <RiskPanel risk={risk.data} />}
        </ReadState>
      </section>
      <AppealsPanel />
      <section className="gm-ops__panel" aria-labelledby="ops-status-title">
        <h2 id="ops-status-title">{t('ops.status')}</h2>
        <ReadState queries={[status]} what={t('ops.statusLoading')}>
          {() => status.data && <StatusPanel status={status.data} />}
        </ReadState>
      </section>
      <IncidentPanel />
      <RelayerPausePanel />
    </article>
  );
}
