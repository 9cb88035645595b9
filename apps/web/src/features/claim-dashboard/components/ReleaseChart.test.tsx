import { tokens } from '@gm-claim/shared/amount';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { monthLabelLines, ReleaseChart } from './ReleaseChart';

/** 27 monthly releases, a month (30 days) apart from Jan 2027. */
const RELEASES = Array.from({ length: 27 }, (_, index) => ({
  month: index + 1,
  amount: index < 12 ? 0n : tokens(1_000),
  timestamp: 1_800_000_000n + BigInt(index) * 2_592_000n,
}));

/** jsdom lays nothing out: the scroller is given a card's width and the chart's natural width. */
function layout(clientWidth: number): void {
  const scroller = screen.getByTestId('release-scroll');
  let left = 0;
  Object.defineProperties(scroller, {
    clientWidth: { configurable: true, get: () => clientWidth },
    scrollWidth: { configurable: true, get: () => 27 * 76 },
    scrollLeft: {
      configurable: true,
      get: () => left,
      set: (value: number) => {
        left = Math.max(0, Math.min(27 * 76 - clientWidth, value));
      },
    },
  });
  fireEvent.scroll(scroller);
}

// Issue 20 item 12: months 15–27 of a 27-month schedule were hidden behind a scroll nobody saw.
describe('ReleaseChart – a schedule wider than its card', () => {
  it('says which months are in view and that more follow, with buttons to the later and earlier ones', async () => {
    render(<ReleaseChart releases={RELEASES} nowSeconds={1_700_000_000} />);
    layout(1_064); // 14 months in view
    expect(screen.getByTestId('release-more')).toHaveTextContent(
      'Months 1–14 of 27: scroll sideways for the later ones.',
    );
    expect(screen.getByRole('button', { name: 'Earlier months' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Later months' }));
    expect(screen.getByTestId('release-more')).toHaveTextContent('Months 14–27 of 27.');
    expect(screen.getByRole('button', { name: 'Later months' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Earlier months' }));
    expect(screen.getByTestId('release-more')).toHaveTextContent('Months 1–14 of 27');
  });

  it('every month fits – no hint, no buttons', () => {
    render(<ReleaseChart releases={RELEASES.slice(0, 6)} nowSeconds={1_700_000_000} />);
    const scroller = screen.getByTestId('release-scroll');
    Object.defineProperties(scroller, {
      clientWidth: { configurable: true, get: () => 1_064 },
      scrollWidth: { configurable: true, get: () => 6 * 76 },
    });
    fireEvent.scroll(scroller);
    expect(screen.queryByTestId('release-more')).not.toBeInTheDocument();
  });
});

describe('monthLabelLines – each month’s date under its bar, never running into the next one’s', () => {
  const FEB_2027 = BigInt(Date.UTC(2027, 1, 15) / 1000);
  const DEC_2026 = BigInt(Date.UTC(2026, 11, 15) / 1000);

  it('English and the short formats stay on one line', () => {
    expect(monthLabelLines(FEB_2027, 'en')).toEqual(['Feb 2027']);
    expect(monthLabelLines(DEC_2026, 'es')).toEqual(['dic 2026']);
    expect(monthLabelLines(DEC_2026, 'zh-CN')).toEqual(['2026年12月']);
  });

  it('a long one is the month over the year, split where the language puts them', () => {
    // "февр. 2027 г." and "thg 12, 2026" are wider than the 76 px between two bars at 11 px.
    const russian = monthLabelLines(FEB_2027, 'ru');
    expect(russian).toHaveLength(2);
    expect(russian[0]).toBe('февр.');
    expect(russian[1]).toMatch(/^2027\sг\.$/); // ICU joins them with a no-break space
    const vietnamese = monthLabelLines(DEC_2026, 'vi');
    expect(vietnamese).toHaveLength(2);
    expect(vietnamese[0]).toMatch(/^thg 12$/);
    expect(vietnamese[1]).toBe('2026');
  });
});
