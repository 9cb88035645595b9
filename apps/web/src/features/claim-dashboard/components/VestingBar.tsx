import { useEffect, useState } from 'react';
import { TIMING } from '@gm-claim/web-core-config';
import { prefersReducedMotion } from '@gm-claim/web-core-ui';

/**
 * The progress bar: the claimed share fills after 1 s, the claimable share 1 s later — or both at once
 * when the user asked for reduced motion.
 */
export function VestingBar({ claimedPercent, claimablePercent }: { claimedPercent: number; claimablePercent: number }) {
  const [phase, setPhase] = useState(() => (prefersReducedMotion() ? 2 : 0));
  useEffect(() => {
    if (prefersReducedMotion()) {
      setPhase(2);
      return undefined;
    }
    const first = setTimeout(() => setPhase(1), TIMING.vestingBarDelayMs);
    const second = setTimeout(() => setPhase(2), TIMING.vestingBarDelayMs * 2);
    return () => {
      clearTimeout(first);
      clearTimeout(second);
    };
  }, [claimedPercent, claimablePercent]);
  return (
    <div className="gm-bar" role="img" aria-label={`Claimed ${claimedPercent}%, claimable ${claimablePercent}%`}>
      <div className="gm-bar__claimed" data-testid="bar-claimed" style={{ width: `${phase >= 1 ? claimedPercent : 0}%` }} />
      <div className="gm-bar__claimable" data-testid="bar-claimable" style={{ width: `${phase >= 2 ? claimablePercent : 0}%` }} />
    </div>
  );
}
