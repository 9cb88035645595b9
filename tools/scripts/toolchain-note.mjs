/**
 * The line the install prints after npm ran on a Node older than the pinned 24 (npm's user agent names
 * it, e.g. "npm/11.6.2 node/v20.19.5 linux x64"): npm's `EBADENGINE` warnings above it are expected, and
 * this step installs what they skipped. Null when npm ran on Node 22 or newer (no such warnings).
 */
export function engineWarningsNote(userAgent) {
  const match = /\bnode\/v(\d+)\.\d+\.\d+/.exec(userAgent ?? '');
  if (!match || Number(match[1]) >= 22) return null;
  return (
    `[toolchain] npm ran on Node v${match[0].slice(6)}: its "npm warn EBADENGINE" lines above are expected, not failures. ` +
    'They name packages that need Node 22 or newer, which npm skipped; they are installed now on the pinned Node 24.'
  );
}
