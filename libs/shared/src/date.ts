const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

function pad2(value: number): string {
  return value.toString().padStart(2, '0');
}

/** Unix seconds (number or bigint) or a Date. */
export type Timestamp = Date | number | bigint;

function toDate(value: Timestamp): Date {
  if (value instanceof Date) return value;
  const seconds = typeof value === 'bigint' ? Number(value) : value;
  return new Date(seconds * 1000);
}

/** Formats a time as "MMM dd yyyy, HH:mm (UTC)", e.g. "Jan 05 2026, 14:03 (UTC)". */
export function formatUtcDate(value: Timestamp): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
  const month = MONTHS[date.getUTCMonth()];
  return `${month} ${pad2(date.getUTCDate())} ${date.getUTCFullYear()}, ${pad2(date.getUTCHours())}:${pad2(date.getUTCMinutes())} (UTC)`;
}
