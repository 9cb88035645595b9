/**
 * The expected release of month `month` by JavaScript Date: TGE's UTC month + `month`, day `releaseDay`, TGE's UTC
 * time of day (a Unix timestamp in seconds). The journeys check the contracts' calendar against it.
 */
export function jsRelease(tge: number, month: number, releaseDay: number): number {
  const date = new Date(tge * 1000);
  const ms = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth() + month,
    releaseDay,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  );
  return ms / 1000;
}
