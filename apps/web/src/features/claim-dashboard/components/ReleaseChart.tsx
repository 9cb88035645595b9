import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from '@gm-claim/web-core-ui';
import type { MonthlyRelease } from '../data-access/read-claim-dashboard';
import { useI18n, type Locale } from '@gm-claim/web-core-i18n';

const SLOT = 76;
const BAR = 40;
const CHART = 150;
const TOP = 22;
const HEIGHT = TOP + CHART + 40;
/** A second line of the date under each bar (below). */
const DATE_LINE = 14;
/** Longer than this, a month's label would run into its neighbours' (76 px apart at 11 px). */
const ONE_LINE_CHARS = 9;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** One month-and-year formatter per language, made once (a chart draws up to 120 labels). */
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();
function monthFormat(locale: Locale): Intl.DateTimeFormat {
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', year: 'numeric' });
    monthFormats.set(locale, format);
  }
  return format;
}

/** "Dec 2026" (UTC): a four-digit year, never "Dec 26", which reads as a day. */
export function monthLabel(timestamp: bigint, locale: Locale = 'en'): string {
  const date = new Date(Number(timestamp) * 1000);
  if (locale !== 'en') return monthFormat(locale).format(date);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * The month's label as the lines drawn under its bar: one line when it is short ("Dec 2026",
 * "2026年12月"), else the month over the year ("дек." over "2026 г.", "thg 12" over "2026"), split at
 * the language's own boundary between the two, so no label runs into the next month's.
 */
export function monthLabelLines(timestamp: bigint, locale: Locale = 'en'): string[] {
  const label = monthLabel(timestamp, locale);
  if (label.length <= ONE_LINE_CHARS || locale === 'en') return [label];
  const parts = monthFormat(locale).formatToParts(new Date(Number(timestamp) * 1000));
  const first = parts.findIndex((part) => part.type === 'month' || part.type === 'year');
  const second = parts.findIndex((part, index) => index > first && (part.type === 'month' || part.type === 'year'));
  if (first < 0 || second < 0) return [label];
  const join = (from: number, to: number): string =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('')
      .replace(/[\s,]+$/, '')
      .trim();
  return [join(0, second), join(second, parts.length)].filter(Boolean);
}

/** The months in view of a scrolled chart (1-based, inclusive), or null when every month fits. */
interface InView {
  first: number;
  last: number;
}

/** Which months the scroller shows now, measured on scroll and on resize. */
function useMonthsInView(scroller: RefObject<HTMLDivElement | null>, count: number): [InView | null, () => void] {
  const [inView, setInView] = useState<InView | null>(null);
  const measure = useCallback((): void => {
    const element = scroller.current;
    if (!element || element.scrollWidth <= element.clientWidth + 1) return setInView(null);
    const first = Math.min(count, Math.floor(element.scrollLeft / SLOT + 0.5) + 1);
    const last = Math.max(first, Math.min(count, Math.floor((element.scrollLeft + element.clientWidth) / SLOT + 0.5)));
    setInView((now) => (now?.first === first && now.last === last ? now : { first, last }));
  }, [scroller, count]);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);
  return [inView, measure];
}

/**
 * A chart wider than its card says so: which months are in view, and buttons to the earlier and the
 * later ones (the scrollbar alone is easy to miss, and absent on touch screens until touched).
 */
function MoreMonths({ inView, count, onMove }: { inView: InView; count: number; onMove: (direction: -1 | 1) => void }) {
  const { t } = useI18n();
  return (
    <div className="gm-chart__more" data-testid="release-more">
      <Button variant="ghost" onClick={() => onMove(-1)} disabled={inView.first <= 1} aria-label={t('chart.earlier')}>
        ‹
      </Button>
      <span role="status">
        {t('chart.inView', { first: inView.first, last: inView.last, count })}
        {inView.last < count ? t('chart.scrollMore') : '.'}
      </span>
      <Button variant="ghost" onClick={() => onMove(1)} disabled={inView.last >= count} aria-label={t('chart.later')}>
        ›
      </Button>
    </div>
  );
}

/**
 * Monthly releases, past filled and future outlined, with each month's amount and date. The chart is
 * drawn at its natural size (labels 11–12 px) and scrolls sideways when a long schedule (up to 120
 * months) is wider than the card: it is never shrunk to fit, which made a 27-month chart unreadable.
 */
export function ReleaseChart({ releases, nowSeconds }: { releases: MonthlyRelease[]; nowSeconds: number }) {
  const { t, locale, amount, date } = useI18n();
  const scroller = useRef<HTMLDivElement>(null);
  const [inView, measure] = useMonthsInView(scroller, releases.length);
  const nextIndex = releases.findIndex((release) => Number(release.timestamp) > nowSeconds);
  useEffect(() => {
    // A long schedule opens on the last release passed and the ones to come, not on month 1.
    const element = scroller.current;
    if (element && nextIndex > 0) element.scrollLeft = (nextIndex - 1) * SLOT;
    measure();
  }, [nextIndex, measure]);
  const onMove = (direction: -1 | 1): void => {
    const element = scroller.current;
    if (!element) return;
    // A page of months at a time, one month overlapping so the user keeps their place.
    element.scrollLeft += direction * Math.max(SLOT, element.clientWidth - SLOT);
    measure();
  };
  // Each month's date lines, once per schedule and language (not again on every scroll's re-render).
  const dates = useMemo(
    () => releases.map((release) => (release.timestamp ? monthLabelLines(release.timestamp, locale) : [])),
    [releases, locale],
  );
  if (!releases.length) return null;
  const max = releases.reduce((top, release) => (release.amount > top ? release.amount : top), 1n);
  const width = releases.length * SLOT;
  const svgHeight = HEIGHT + (dates.some((lines) => lines.length > 1) ? DATE_LINE : 0);
  return (
    <figure className="gm-chart">
      <h2 className="gm-chart__title">{t('chart.title')}</h2>
      <div
        ref={scroller}
        className="gm-chart__scroll"
        tabIndex={0}
        role="group"
        aria-label={`${releases.length} monthly releases`}
        data-testid="release-scroll"
        onScroll={measure}
      >
        <svg viewBox={`0 0 ${width} ${svgHeight}`} width={width} height={svgHeight} role="img" aria-label={t('chart.title')}>
          {releases.map((release, index) => {
            const height = Math.max(4, (Number((release.amount * 1000n) / max) / 1000) * CHART);
            const past = release.timestamp > 0n && Number(release.timestamp) <= nowSeconds;
            const x = index * SLOT + (SLOT - BAR) / 2;
            const centre = x + BAR / 2;
            return (
              <g key={release.month} data-testid="release" data-past={past}>
                <title>
                  {release.timestamp
                    ? t('chart.barTitleDate', { month: release.month, amount: amount(release.amount), date: date(release.timestamp) })
                    : t('chart.barTitle', { month: release.month, amount: amount(release.amount) })}
                </title>
                <text x={centre} y={TOP + CHART - height - 6} textAnchor="middle" className="gm-chart__amount">
                  {amount(release.amount)}
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
                  {(dates[index] ?? []).map((line, lineIndex) => (
                    <tspan key={lineIndex} x={centre} dy={lineIndex === 0 ? 0 : DATE_LINE}>
                      {line}
                    </tspan>
                  ))}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      {inView && <MoreMonths inView={inView} count={releases.length} onMove={onMove} />}
      <figcaption>
        <span className="gm-legend gm-legend--past">{t('chart.released')}</span>
        <span className="gm-legend gm-legend--future">{t('chart.upcoming')}</span>
      </figcaption>
    </figure>
  );
}
