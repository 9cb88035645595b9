import { useI18n } from '@gm-claim/web-core-i18n';
import { ReadError } from '@gm-claim/web-core-ui';
import type { RoomState, WaitingFigures } from '../data-access/waiting-room';

/** The waiting room's screen: place in line, estimated wait, and that it moves on by itself. */
export function WaitingRoomView({
  state,
  onRetry,
}: {
  state: Exclude<RoomState, { phase: 'open' }>;
  onRetry: () => void;
}) {
  const { t } = useI18n();
  const figures: WaitingFigures | null = state.phase === 'waiting' ? state : state.last;
  const minutes = figures ? Math.ceil(figures.estimatedWaitSeconds / 60) : 0;
  return (
    <section
      className="gm-panel gm-panel--center gm-waiting-room"
      data-testid="waiting-room"
      aria-labelledby="waiting-room-title"
    >
      <h1 id="waiting-room-title" className="gm-title gm-waiting-room__title">
        {t('waitingRoom.title')}
      </h1>
      <p className="gm-lead">{t('waitingRoom.lead')}</p>
      {figures && (
        <div role="status">
          <dl className="gm-waiting-room__figures">
            <div>
              <dt>{t('waitingRoom.positionLabel')}</dt>
              <dd data-testid="waiting-position">{t('waitingRoom.ahead', { count: figures.position })}</dd>
            </div>
            <div>
              <dt>{t('waitingRoom.waitLabel')}</dt>
              <dd data-testid="waiting-eta">
                {figures.estimatedWaitSeconds < 60
                  ? t('waitingRoom.waitUnderMinute')
                  : t('waitingRoom.waitMinutes', { count: minutes })}
              </dd>
            </div>
          </dl>
        </div>
      )}
      {state.phase === 'error' && (
        <ReadError what={t('waitingRoom.reading')} error={state.error} retrying={state.retrying} onRetry={onRetry} />
      )}
      <p className="gm-muted">{t('waitingRoom.autoAdvance')}</p>
    </section>
  );
}
