import { formatTokenAmount } from '@gm-claim/shared/amount';
import { formatUtcDate } from '@gm-claim/shared/date';
import type { MonthlyRelease } from '../chain/read-claim-dashboard';

const WIDTH = 520;
const HEIGHT = 160;

/** Monthly releases, past in purple and future in outline, as a small SVG bar chart. */
export function ReleaseChart({ releases, nowSeconds }: { releases: MonthlyRelease[]; nowSeconds: number }) {
  if (!releases.length) return null;
  const max = releases.reduce((top, release) => (release.amount > top ? release.amount : top), 1n);
  const slot = WIDTH / releases.length;
  const barWidth = Math.min(48, slot * 0.6);
  return (
    <figure className="gm-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`} role="img" aria-label="Monthly releases">
        {releases.map((release, index) => {
          const height = Math.max(4, Number((release.amount * 1000n) / max) / 1000 * HEIGHT);
          const past = Number(release.timestamp) <= nowSeconds;
          const x = index * slot + (slot - barWidth) / 2;
          return (
            <g key={release.month}>
              <title>{`Month ${release.month}: ${formatTokenAmount(release.amount)} GM, ${release.timestamp ? formatUtcDate(release.timestamp) : ''}`}</title>
              <rect x={x} y={HEIGHT - height} width={barWidth} height={height} rx="6" className={past ? 'gm-chart__past' : 'gm-chart__future'} />
              <text x={x + barWidth / 2} y={HEIGHT + 18} textAnchor="middle" className="gm-chart__label">
                M{release.month}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <span className="gm-legend gm-legend--past">Released</span>
        <span className="gm-legend gm-legend--future">Upcoming</span>
      </figcaption>
    </figure>
  );
}
