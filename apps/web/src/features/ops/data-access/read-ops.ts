import type {
  OpsFunnelResponse,
  OpsIncidentResponse,
  OpsMeResponse,
  OpsRiskResponse,
  OpsStatusResponse,
} from '@gm-claim/shared/dto/ops';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';

const ops = () => import('@gm-claim/shared/dto/ops');

/** GET /ops/me: the wallet's operator roles; a 403 ApiError when it is not an operator. */
export function readOpsMe(client: ApiClient = apiClient): Promise<OpsMeResponse> {
  return client.request('/ops/me', { schema: async () => (await ops()).opsMeResponseSchema });
}

/** GET /ops/status: the `gm status` figures. */
export function readOpsStatus(client: ApiClient = apiClient): Promise<OpsStatusResponse> {
  return client.request('/ops/status', { schema: async () => (await ops()).opsStatusResponseSchema });
}

/** GET /ops/funnel: the campaign from the API's database and the event index. */
export function readOpsFunnel(client: ApiClient = apiClient): Promise<OpsFunnelResponse> {
  return client.request('/ops/funnel', { schema: async () => (await ops()).opsFunnelResponseSchema });
}

/** GET /ops/risk: the buffer's runway, pending bets, the relayer. */
export function readOpsRisk(client: ApiClient = apiClient): Promise<OpsRiskResponse> {
  return client.request('/ops/risk', { schema: async () => (await ops()).opsRiskResponseSchema });
}

/** GET /ops/export.csv: every figure as CSV. */
export function readOpsCsv(client: ApiClient = apiClient): Promise<string> {
  return client.request('/ops/export.csv', {
    text: { accept: 'text/csv' },
    schema: async () => (await import('@gm-claim/shared/dto/ledger')).csvTextSchema,
  });
}

/** Saves text as a file through a temporary link (the browser's download). */
export function saveTextFile(text: string, filename: string, type = 'text/csv'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

// Issue 34 §2: the public status page's incident note.
/** GET /ops/incident: the note the status page shows now, or null. */
export function readOpsIncident(client: ApiClient = apiClient): Promise<OpsIncidentResponse> {
  return client.request('/ops/incident', { schema: async () => (await ops()).opsIncidentResponseSchema });
}

/** POST /ops/incident {message} (a note, replacing the one shown) or POST /ops/incident/clear (message null). */
export function writeOpsIncident(message: string | null, client: ApiClient = apiClient): Promise<OpsIncidentResponse> {
  return message === null
    ? client.request('/ops/incident/clear', {
        method: 'POST',
        schema: async () => (await ops()).opsIncidentResponseSchema,
      })
    : client.request('/ops/incident', {
        method: 'POST',
        body: { message },
        schema: async () => (await ops()).opsIncidentResponseSchema,
      });
}
