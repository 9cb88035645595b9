/**
 * One RFC 4180 CSV line (CRLF). Fields with a comma, quote or line break are quoted; a field a spreadsheet would
 * run as a formula (starting with = + - @ or a tab) is prefixed with a quote mark (OWASP CSV injection).
 */
export function csvLine(fields: readonly (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
