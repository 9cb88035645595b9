import type { MissionsResponse } from '@gm-claim/shared';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';

const missionsSchema = () => import('@gm-claim/shared/dto/missions').then((module) => module.missionsResponseSchema);

/** The signed-in wallet's missions and whether all are cleared (GET /user/missions). */
export function getMissions(api: ApiClient = apiClient): Promise<MissionsResponse> {
  return api.request('/user/missions', { schema: missionsSchema });
}

/** Marks a mission done (POST /user/missions/:id/complete); answers with the missions as they are now. */
export function completeMission(id: string, api: ApiClient = apiClient): Promise<MissionsResponse> {
  return api.request(`/user/missions/${encodeURIComponent(id)}/complete`, { method: 'POST', schema: missionsSchema });
}
