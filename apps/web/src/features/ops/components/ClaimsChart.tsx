import type { OpsFunnelResponse } from '@gm-claim/shared/dto/ops';
import { useI18n } from '@gm-claim/web-core-i18n';

const WIDTH = 480;
const HEIGHT = 120;

/** Claims per UTC hour, the last 48 hours: bars, with the figures in words for screen readers. */
export function ClaimsChart({ hours }: { hours: OpsFunnelResponse['claimsPerHour'] }) {
  const { t } = useI18n();
  const peak = hours.reduce(
    (max, hour) => (hour.claims > max.claims ? hour : max),
    hours[0] ?? { hour: 0, claims: 0, amount: '0' },
  );
  const total = hours.reduce((sum, hour) => sum + hour.claims, 0);
  const scale = peak.claims > 0 ? (HEIGHT - 14) / peak.claims : 0;
  const barWidth = WIDTH / Math.max(hours.length, 1);
  const label = (seconds: number): string =>
    `${new Date(seconds * 1000).toISOString().slice(5, 13).replace('T', ' ')}:00`;
  const summary =
    total === 0 ? t('ops.noClaim') : t('ops.claimsSummary', { total, hour: label(peak.hour), peak: peak.claims });
  return (
    <figure className="gm-ops__chart" data-testid="ops-claims-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('ops.chartLabel', { summary })}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={HEIGHT} x2={WIDTH} y2={HEIGHT} className="gm-ops__axis" />
        {hours.map((hour, i) => {
          const height = hour.claims * scale;
          return (
            <rect
              key={hour.hour}
              x={i * barWidth + 1}
              y={HEIGHT - height}
              width={Math.max(barWidth - 2, 1)}
              height={height}
              className="gm-ops__bar"
            >
              <title>{t('ops.barTitle', { hour: label(hour.hour), claims: hour.claims })}</title>
            </rect>
          );
        })}
      </svg>
      {hours.length > 0 && (
        <div className="gm-ops__ticks" aria-hidden="true">
          <span>{label(hours[0]!.hour)}</span>
          <span>{label(hours[hours.length - 1]!.hour)} UTC</span>
        </div>
      )}
      <figcaption className="gm-muted">{t('ops.chartCaption', { summary })}</figcaption>
    </figure>
  );
}
