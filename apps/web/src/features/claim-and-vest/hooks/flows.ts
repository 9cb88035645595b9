import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** YES, I AGREE: the flow and its wiring load on demand (they bring ethers). */
export function useConfirmVesting(): () => Promise<boolean> {
  const client = useQueryClient();
  return useCallback(async () => {
    const { confirmVesting, confirmVestingDeps } = await import('../data-access/wiring');
    return confirmVesting(confirmVestingDeps(client));
  }, [client]);
}
