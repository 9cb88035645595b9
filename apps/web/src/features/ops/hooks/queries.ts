import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { OpsFunnelResponse, OpsMeResponse, OpsRiskResponse, OpsStatusResponse } from '@gm-claim/shared/dto/ops';
import { ApiError } from '@gm-claim/web-core-errors';
import { readOpsFunnel, readOpsMe, readOpsRisk, readOpsStatus } from '../data-access/read-ops';

/** The cockpit reads again this often while it is open (the API reads the chain at most every 15 s). */
export const OPS_REFRESH_MS = 15_000;

const live = {
  refetchInterval: OPS_REFRESH_MS,
  refetchIntervalInBackground: false,
  retry: 1,
  staleTime: 5_000,
} as const;

/** Whether the signed-in wallet (`owner` of the token) is an operator: 403 is an answer, not a failure to retry. */
export function useOpsAccess(owner: string | null): UseQueryResult<OpsMeResponse> {
  return useQuery({
    queryKey: ['ops', 'me', owner],
    queryFn: () => readOpsMe(),
    enabled: Boolean(owner),
    retry: (count, error) =>
      !(error instanceof ApiError && (error.status === 403 || error.status === 401)) && count < 1,
    staleTime: 60_000,
  });
}

export function useOpsStatus(enabled: boolean): UseQueryResult<OpsStatusResponse> {
  return useQuery({ queryKey: ['ops', 'status'], queryFn: () => readOpsStatus(), enabled, ...live });
}

export function useOpsFunnel(enabled: boolean): UseQueryResult<OpsFunnelResponse> {
  return useQuery({ queryKey: ['ops', 'funnel'], queryFn: () => readOpsFunnel(), enabled, ...live });
}

export function useOpsRisk(enabled: boolean): UseQueryResult<OpsRiskResponse> {
  return useQuery({ queryKey: ['ops', 'risk'], queryFn: () => readOpsRisk(), enabled, ...live });
}
