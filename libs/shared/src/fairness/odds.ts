/**
 * What one row of GMChallenge's betting table means for a player, in exact integers. A bet of `unit` at
 * `multiple` with odds (probBps, lossBps) returns `unit × multiple` on a win (probability probBps / 10,000) and
 * `unit − unit × lossBps / 10,000` on a loss (GMChallenge.fulfillRandomWords).
 */

export const BPS = 10_000n;
/** The scale of {@link rtpScaled}: 10,000 × 10,000. */
export const RTP_SCALE = BPS * BPS;

export interface OddsRow {
  multiple: number;
  probBps: number;
  lossBps: number;
}

/** The expected return per staked GM × 10^8: probBps × multiple × 10^4 + (10^4 − probBps) × (10^4 − lossBps). */
export function rtpScaled({ multiple, probBps, lossBps }: OddsRow): bigint {
  const p = BigInt(probBps);
  return p * BigInt(multiple) * BPS + (BPS - p) * (BPS - BigInt(lossBps));
}

/**
 * The variance of one bet's return per staked GM × 10^16: p(1 − p) × (multiple − (1 − loss))², all in basis
 * points: probBps × (10^4 − probBps) × (multiple × 10^4 − 10^4 + lossBps)².
 */
export function returnVarianceScaled({ multiple, probBps, lossBps }: OddsRow): bigint {
  const p = BigInt(probBps);
  const spread = BigInt(multiple) * BPS - BPS + BigInt(lossBps);
  return p * (BPS - p) * spread * spread;
}

export interface OddsFigures extends OddsRow {
  /** Win chance in [0, 1]. */
  winChance: number;
  /** GM back on a win for every 100 GM staked (stake × multiple). */
  winReturnsPer100: number;
  /** GM kept on a loss for every 100 GM staked (the stake less the loss share). */
  lossKeepsPer100: number;
  /** Expected GM back for every 100 GM staked (return to player × 100). */
  rtpPer100: number;
  /** The house edge: 1 − RTP (negative when the table favours the player). */
  houseEdge: number;
}

/** The player's view of one table row. */
export function oddsFigures(row: OddsRow): OddsFigures {
  const rtp = Number(rtpScaled(row)) / Number(RTP_SCALE);
  return {
    ...row,
    winChance: row.probBps / 10_000,
    winReturnsPer100: 100 * row.multiple,
    lossKeepsPer100: (10_000 - row.lossBps) / 100,
    rtpPer100: rtp * 100,
    houseEdge: 1 - rtp,
  };
}
