/** Byte ↔ hex helpers for the hot loops of a million-row build (ethers' own conversions validate and copy on every call). */
const DIGITS = '0123456789abcdef';
const BYTE_HEX = Array.from({ length: 256 }, (_, i) => `${DIGITS[i >> 4]}${DIGITS[i & 15]}`);
const NIBBLE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) {
  NIBBLE[DIGITS.charCodeAt(i)] = i;
  NIBBLE[DIGITS.toUpperCase().charCodeAt(i)] = i;
}

/** `bytes` as 0x-prefixed lowercase hex. */
export function toHex(bytes: Uint8Array): string {
  let out = '0x';
  for (let i = 0; i < bytes.length; i++) out += BYTE_HEX[bytes[i] as number];
  return out;
}

/** Writes the hex digits `hex[start…end)` (even count) as bytes into `target` at `offset`; throws on a non-hex digit. */
export function writeHex(target: Uint8Array, offset: number, hex: string, start = 0, end = hex.length): void {
  for (let i = start, j = offset; i < end; i += 2, j++) {
    const high = NIBBLE[hex.charCodeAt(i)] ?? -1;
    const low = NIBBLE[hex.charCodeAt(i + 1)] ?? -1;
    if (high < 0 || low < 0) throw new Error(`not hexadecimal: ${hex}`);
    target[j] = (high << 4) | low;
  }
}

/** A 0x-prefixed 32-byte hex string as bytes. */
export function fromHex32(hex: string): Uint8Array {
  if (hex.length !== 66) throw new Error(`not a 32-byte hex value: ${hex}`);
  const bytes = new Uint8Array(32);
  writeHex(bytes, 0, hex, 2);
  return bytes;
}
