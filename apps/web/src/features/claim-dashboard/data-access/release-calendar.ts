import type { ClaimType } from '@gm-claim/shared/constants';
import { formatAmount, t } from '@gm-claim/web-core-i18n';
import type { MonthlyRelease } from './read-claim-dashboard';
import { upcomingReleases } from './schedule-terms';

/** What a release calendar is made of. */
export interface ReleaseCalendarInput {
  type: ClaimType;
  chainId: number;
  /** The type's GMVesting address (part of every event's UID: a UID is unique per schedule and month). */
  contract: string;
  scheduleId: bigint;
  releases: readonly MonthlyRelease[];
  /** Only releases after this time are events (unix seconds: the chain's clock). */
  nowSeconds: number;
  /** DTSTAMP: when the file is made. */
  generatedAt: Date;
  /** The dashboard's address, put in each event. */
  pageUrl: string;
}

const CRLF = '\r\n';
/** Minutes an event lasts in a calendar (a release is an instant; calendars show a zero-length event poorly). */
const EVENT_MINUTES = 30;

/** A DATE-TIME in UTC, RFC 5545 form 2: 20261221T210900Z. */
export function icsDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): CRLF then one space, never inside a UTF-8
 * sequence (the continuation's leading space counts toward its 75).
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  let limit = 75;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
      limit = 74; // after the leading space
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * The schedule's upcoming releases as an iCalendar file (RFC 5545): one VEVENT per release still to
 * come that releases something (cliff months release nothing), in UTC, with the amount in its
 * SUMMARY, its texts and amounts in the current language. Lines end in CRLF and are folded at 75 octets.
 */
export function releaseCalendar(input: ReleaseCalendarInput): string {
  const upcoming = upcomingReleases(input.releases, input.nowSeconds);
  const months = input.releases.length;
  const stamp = icsDateTime(input.generatedAt);
  const uidBase = `${input.chainId}-${input.contract.toLowerCase()}-${input.scheduleId.toString()}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GM Claim//Vesting release calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(t('ics.calendarName', { type: input.type }))}`,
  ];
  for (const release of upcoming) {
    const start = new Date(Number(release.timestamp) * 1000);
    const end = new Date(start.getTime() + EVENT_MINUTES * 60_000);
    const amount = t('common.gmAmount', { amount: formatAmount(release.amount) });
    const texts = { amount, type: input.type, month: release.month, months };
    lines.push(
      'BEGIN:VEVENT',
      `UID:gm-vesting-${uidBase}-m${release.month}@gm-claim`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsDateTime(start)}`,
      `DTEND:${icsDateTime(end)}`,
      `SUMMARY:${icsText(t('ics.summary', texts))}`,
      `DESCRIPTION:${icsText(t('ics.description', { ...texts, id: input.scheduleId.toString(), url: input.pageUrl }))}`,
      `URL:${input.pageUrl}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

/** Saves the calendar as a file (an `<a download>` on a Blob URL). */
export function downloadCalendar(ics: string, fileName: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const anchor = doc.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  doc.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
