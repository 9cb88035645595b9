import { apiClient, type ApiClient } from '@gm-claim/web-core-api';

/** GET /me/ledger?format=csv: the signed-in wallet's received GM in tax-tool columns, saved as a file. */
export async function downloadLedgerCsv(
  wallet: string,
  client: ApiClient = apiClient,
  save: (text: string, name: string) => void = saveCsv,
): Promise<void> {
  const csv = await client.request('/me/ledger', {
    query: { format: 'csv' },
    text: { accept: 'text/csv' },
    schema: async () => (await import('@gm-claim/shared/dto/ledger')).csvTextSchema,
  });
  save(csv, `gm-claims-${wallet.toLowerCase()}.csv`);
}

function saveCsv(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
