import type { ChallengeListResponse, ChallengeResponse, FairnessResponse } from '@gm-claim/shared/dto/history';
import { apiClient, type ApiClient } from '@gm-claim/web-core-api';
import { ApiError } from '@gm-claim/web-core-errors';
import { proofFromRecord, type ChallengeProof } from './challenge-proof';

const history = () => import('@gm-claim/shared/dto/history');

/** The index's own words on a 404 ("… is not in the index (the index has reached block N).") */
function serverMessage(error: ApiError): string {
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message ? message : 'The history index does not have this Challenge.';
}

/** GET /challenges/{requestId}: the Challenge from the event index, or what a 404 said. */
export async function readChallengeFromIndex(
  requestId: bigint,
  client: ApiClient = apiClient,
): Promise<{ proof: ChallengeProof } | { missing: string }> {
  try {
    const body: ChallengeResponse = await client.request(`/challenges/${requestId}`, {
      schema: async () => (await history()).challengeResponseSchema,
    });
    return { proof: proofFromRecord(body.challenge, body.index) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { missing: serverMessage(error) };
    throw error;
  }
}

/** GET /challenges?user=: the user's Challenges, newest first (one page). */
export function readUserChallenges(
  user: string,
  limit = 20,
  client: ApiClient = apiClient,
): Promise<ChallengeListResponse> {
  return client.request('/challenges', {
    query: { user, limit: String(limit) },
    schema: async () => (await history()).challengeListResponseSchema,
  });
}

/** GET /challenges/fairness: resolved counts and win rates per multiplier. */
export function readFairness(client: ApiClient = apiClient): Promise<FairnessResponse> {
  return client.request('/challenges/fairness', {
    schema: async () => (await history()).fairnessResponseSchema,
  });
}
