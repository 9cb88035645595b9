/** "2 h 05 min", "4 min 09 s", "12 s": how long a Challenge has waited. */
export function formatElapsed(seconds: bigint | number): string {
  const total = Math.max(0, Math.floor(Number(seconds)));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const rest = total % 60;
  const pad = (value: number): string => String(value).padStart(2, '0');
  if (days > 0) return `${days} d ${pad(hours)} h`;
  if (hours > 0) return `${hours} h ${pad(minutes)} min`;
  if (minutes > 0) return `${minutes} min ${pad(rest)} s`;
  return `${rest} s`;
}
