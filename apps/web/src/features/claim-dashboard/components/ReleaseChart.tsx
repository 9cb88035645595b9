import { formatTokenAmount } from '@gm-claim/shared/amount';
import { formatUtcDate } from '@gm-claim/shared/date';
import { useEffect, useRef } from 'react';
import type { MonthlyRelease } from '../data-access/read-claim-dashboard';

const SLOT = 76;
const BAR = 40;
const CHART = 150;
const TOP = 22;
const HEIGHT = TOP + CHART + 40;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Dec 2026" (UTC): a four-digit year, never "Dec 26", which reads as a day. */
export function monthLabel(timestamp: bigint): string {
  const date = new Date(Number(timestamp) * 1000);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * Monthly releases, past filled and future outlined, with each month's amount and date. The chart is
 * drawn at its natural size (labels 11–12 px) and scrolls sideways when a long schedule (up to 120
 * months) is wider than the card: it is never shrunk to fit, which made a 27-month chart unreadable.
 */
export function ReleaseChart({ releases, nowSeconds }: { releases: MonthlyRelease[]; nowSeconds: number }) {
  const scroller = useRef<HTMLDivElement>(null);
  const nextIndex = releases.findIndex((release) => Number(release.timestamp) > nowSeconds);
  useEffect(() => {
    // A long schedule opens on the last release passed and the ones to come, not on month 1.
    const element = scroller.current;
    if (element && nextIndex > 0) element.scrollLeft = (nextIndex - 1) * SLOT;
  }, [nextIndex]);
  if (!releases.length) return null;
  const max = releases.reduce((top, release) => (release.amount > top ? release.amount : top), 1n);
  const width = releases.length * SLOT;
  return (
    <figure className="gm-chart">
      <h2 className="gm-chart__title">Monthly releases</h2>
      <div
        ref={scroller}
        className="gm-chart__scroll"
        tabIndex={0}
        role="group"
        aria-label={`${releases.length} monthly releases`}
        data-testid="release-scroll"
      >
        <svg viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT} role="img" aria-label="Monthly releases">
          {releases.map((release, index) => {
            const height = Math.max(4, (Number((release.amount * 1000n) / max) / 1000) * CHART);
            const past = release.timestamp > 0n && Number(release.timestamp) <= nowSeconds;
            const x = index * SLOT + (SLOT - BAR) / 2;
            const centre = x + BAR / 2;
            return (
              <g key={release.month} data-testid="release" data-past={past}>
                <title>{`Month ${release.month}: ${formatTokenAmount(release.amount)} GM${release.timestamp ? `, ${formatUtcDate(release.timestamp)}` : ''}`}</title>
                <text x={centre} y={TOP + CHART - height - 6} textAnchor="middle" className="gm-chart__amount">
                  {formatTokenAmount(release.amount)}
                </text>
                <rect
                  x={x}
                  y={TOP + CHART - height}
                  width={BAR}
                  height={height}
                  rx="6"
                  className={past ? 'gm-chart__past' : 'gm-chart__future'}
                />
                <text x={centre} y={TOP + CHART + 18} textAnchor="middle" className="gm-chart__label">
                  M{release.month}
                </text>
                <text x={centre} y={TOP + CHART + 34} textAnchor="middle" className="gm-chart__date">
                  {release.timestamp ? monthLabel(release.timestamp) : ''}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption>
        <span className="gm-legend gm-legend--past">Released</span>
        <span className="gm-legend gm-legend--future">Upcoming</span>
      </figcaption>
    </figure>
  );
}
