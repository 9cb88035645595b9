import { formatTokenAmount, tokens } from '@gm-claim/shared/amount';
import ICAL from 'ical.js';
import type { MonthlyRelease } from './read-claim-dashboard';
import { setLocale } from '@gm-claim/web-core-i18n';
import { foldLine, icsText, releaseCalendar, type ReleaseCalendarInput } from './release-calendar';

const utc = (...parts: [number, number, number, number, number]): bigint => BigInt(Date.UTC(...parts) / 1000);

/** A TEAM-like schedule: a 3-month cliff (0 GM), then 9 releases of 1,234.56 GM on the 21st at 21:09 UTC. */
const RELEASES: MonthlyRelease[] = Array.from({ length: 12 }, (_, index) => ({
  month: index + 1,
  amount: index < 3 ? 0n : tokens(123_456) / 100n,
  timestamp: utc(2026, 11 + index, 21, 21, 9),
}));

const INPUT: ReleaseCalendarInput = {
  type: 'TEAM',
  chainId: 56,
  contract: '0x00000000000000000000000000000000000000A4',
  scheduleId: 7n,
  releases: RELEASES,
  // Between month 5 (Apr 2027) and month 6 (May 2027): months 6–12 are to come.
  nowSeconds: Number(utc(2027, 4, 1, 0, 0)),
  generatedAt: new Date(Date.UTC(2027, 4, 1, 12, 30, 15)),
  pageUrl: 'https://claim.example/team',
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) })),
  };
}

describe('releaseCalendar – RFC 5545, read back with ical.js', () => {
  const ics = releaseCalendar(INPUT);

  it('one VEVENT per upcoming release that releases something, in UTC, with the amount in the summary', () => {
    const { calendar, events } = parse(ics);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//GM Claim//Vesting release calendar//EN');
    const upcoming = RELEASES.filter((release) => release.amount > 0n && Number(release.timestamp) > INPUT.nowSeconds);
    expect(upcoming.map((release) => release.month)).toEqual([6, 7, 8, 9, 10, 11, 12]);
    expect(events).toHaveLength(upcoming.length);
    events.forEach(({ event, vevent }, index) => {
      const release = upcoming[index] as MonthlyRelease;
      expect(event.startDate.zone.tzid).toBe('UTC');
      expect(event.startDate.toJSDate().getTime()).toBe(Number(release.timestamp) * 1000);
      expect(event.summary).toBe(
        `${formatTokenAmount(release.amount)} GM unlocks – GM TEAM vesting (month ${release.month} of 12)`,
      );
      expect(event.summary).toContain('1,234.56 GM');
      expect(event.uid).toBe(`gm-vesting-56-0x00000000000000000000000000000000000000a4-7-m${release.month}@gm-claim`);
      const stamp = vevent.getFirstPropertyValue('dtstamp') as InstanceType<typeof ICAL.Time>;
      expect(stamp.toJSDate().toISOString()).toBe('2027-05-01T12:30:15.000Z');
      expect(event.description).toContain('Claim it at https://claim.example/team');
    });
    expect(new Set(events.map(({ event }) => event.uid)).size).toBe(events.length);
  });

  it('every line ends in CRLF and is at most 75 octets; folded lines unfold to the original', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.split('\r\n').slice(0, -1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true); // the descriptions are folded
  });

  it('folding never splits a UTF-8 sequence and the continuation counts its space', () => {
    const long = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(long);
  });

  it('escapes TEXT values', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('no release left – a calendar without events', () => {
    const { events } = parse(releaseCalendar({ ...INPUT, nowSeconds: Number(utc(2030, 0, 1, 0, 0)) }));
    expect(events).toEqual([]);
  });
});

describe('releaseCalendar in the user\'s language', () => {
  afterEach(async () => setLocale('en'));

  it('Russian – the calendar\'s name, each event\'s title and description, amounts in Russian form', async () => {
    await setLocale('ru');
    const { calendar, events } = parse(releaseCalendar(INPUT));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Выплаты вестинга GM TEAM');
    const first = events[0]?.event;
    expect(first?.summary).toBe('Разблокируется 1\u00a0234,56 GM – вестинг GM TEAM (месяц 6 из 12)');
    expect(first?.description).toBe(
      'Выплата 6 из 12 по вашему графику вестинга GM TEAM №7: 1\u00a0234,56 GM можно получить. Получить: https://claim.example/team',
    );
  });
});
