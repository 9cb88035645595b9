import { ReadError } from '@gm-claim/web-core-ui';
import './claim-window.css';
import { useI18n } from '@gm-claim/web-core-i18n';
import { countdownParts } from '../data-access/claim-window';
import type { ClaimWindowState } from '../hooks/use-claim-window';

/**
 * What the claim step says about the window (issue 34): before the opening, "Claims open on <date> (UTC)" with a
 * live countdown; from 14 days before the deadline, when claims close; after it, that they closed (the Challenge card
 * says when the operator paused it). A window that could not be read shows its error with a retry.
 */
export function ClaimWindowNotice({ state }: { state: ClaimWindowState }) {
  const { t, date } = useI18n();
  const { phase, window, query } = state;
  if (query.isError && !window) {
    return (
      <ReadError
        what={t('window.what')}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!phase || !window) return null;
  if (phase.kind === 'before-opening') {
    const { days, clock } = countdownParts(phase.secondsLeft);
    return (
      <section className="gm-window gm-window--before" data-testid="claim-window" aria-labelledby="gm-window-title">
        <h2 id="gm-window-title" className="gm-window__title">
          {t('window.opensOn', { date: date(phase.openAt) })}
        </h2>
        {/* The countdown is not announced every second: the heading above says when. */}
        <p className="gm-window__countdown" aria-live="off" data-testid="claim-countdown">
          <time dateTime={`PT${phase.secondsLeft}S`}>
            {phase.secondsLeft <= 0
              ? t('window.openingNow')
              : days > 0
                ? t('window.countdownDays', { days, clock })
                : t('window.countdownClock', { clock })}
          </time>
        </p>
        <p className="gm-muted">{t('window.prepare')}</p>
      </section>
    );
  }
  if (phase.kind === 'closing-soon') {
    return (
      <section className="gm-window gm-window--closing" data-testid="claim-window" role="status">
        <p className="gm-window__title">{t('window.closesOn', { date: date(phase.deadline) })}</p>
      </section>
    );
  }
  if (phase.kind === 'closed') {
    return (
      <section className="gm-window gm-window--closed" data-testid="claim-window" aria-labelledby="gm-window-title">
        <h2 id="gm-window-title" className="gm-window__title">
          {t('window.closedOn', { date: date(phase.deadline) })}
        </h2>
        <p className="gm-muted">{t('window.closedNote')}</p>
      </section>
    );
  }
  return null;
}
