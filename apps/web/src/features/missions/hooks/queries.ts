import type { MissionsResponse } from '@gm-claim/shared';
import { useMutation, useQuery, useQueryClient, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { queryKeys, usePersist } from '@gm-claim/web-core-state';
import { shortMessage } from '@gm-claim/web-core-errors';
import { notify } from '@gm-claim/web-core-ui';
import { useWallet } from '@gm-claim/web-core-wallet';
import { completeMission, getMissions } from '../data-access/missions';

export function useMissions(): UseQueryResult<MissionsResponse> {
  const address = useWallet((state) => state.address);
  const token = usePersist((state) => state.access_token);
  return useQuery({ queryKey: queryKeys.missions(address ?? ''), queryFn: () => getMissions(), enabled: Boolean(address && token), retry: false });
}

/** COMPLETE: the API's answer becomes the missions shown; a failure toasts its message. */
export function useCompleteMission(): UseMutationResult<MissionsResponse, Error, string> {
  const client = useQueryClient();
  const address = useWallet((state) => state.address);
  return useMutation({
    mutationFn: (id: string) => completeMission(id),
    onSuccess: (missions) => client.setQueryData(queryKeys.missions(address ?? ''), missions),
    onError: (error) => void notify.error(shortMessage(error)),
  });
}
