import type { LedgerResponse } from '@gm-claim/shared';
import { formatUnits } from 'ethers';
import { csvLine } from '../../http/csv';

/**
 * The columns of Koinly's universal CSV, which CoinTracking, CoinLedger, Accointing-style importers and most
 * spreadsheets map by name: date, sent, received, fee, net worth, label, description, transaction hash.
 */
export const LEDGER_CSV_HEADER = [
  'Date',
  'Sent Amount',
  'Sent Currency',
  'Received Amount',
  'Received Currency',
  'Fee Amount',
  'Fee Currency',
  'Net Worth Amount',
  'Net Worth Currency',
  'Label',
  'Description',
  'TxHash',
] as const;

/** "2026-11-25 17:00:00 UTC": the form the importers document. */
function utc(timestamp: number): string {
  return `${new Date(timestamp * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Exact decimal GM, no grouping ("1234.5", "0.000000000000000001"). */
function amount(units: string): string {
  return formatUnits(units, 18).replace(/\.0$/, '');
}

/**
 * The tokens the wallet received (paid entries only: a credit kept inside GMChallenge is not a receipt yet), one
 * row each. The fee is left empty: the wallet paid the claim's gas in BNB, which the event index does not record.
 */
export function ledgerCsv(ledger: LedgerResponse): string {
  const rows = ledger.entries
    .filter((entry) => entry.paid)
    .map((entry) =>
      csvLine([
        utc(entry.timestamp),
        '',
        '',
        amount(entry.amount),
        entry.token,
        '',
        '',
        '',
        '',
        'airdrop',
        entry.description,
        entry.txHash,
      ]),
    );
  return csvLine(LEDGER_CSV_HEADER) + rows.join('');
}
