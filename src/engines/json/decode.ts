/**
 * Turns the bytes of a .json file into text. RFC 8259 §8.1: JSON exchanged between systems MUST
 * be UTF-8. Invalid UTF-8 is rejected (a replacement character would silently change the data);
 * a UTF-8 byte order mark is skipped (the RFC lets parsers ignore it); UTF-16 is refused with a
 * clear message instead of being decoded into noise.
 */
export type DecodeResult = { ok: true; text: string; hadBom: boolean } | { ok: false; message: string };

export function decodeJsonBytes(bytes: Uint8Array): DecodeResult {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    return { ok: false, message: "The file is UTF-16 encoded; JSON must be UTF-8 (RFC 8259). Save it as UTF-8 and try again." };
  }
  const hadBom = bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  try {
    // ignoreBOM: false (the default) removes a leading UTF-8 BOM.
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { ok: true, text, hadBom };
  } catch {
    return { ok: false, message: `The file is not valid UTF-8 (invalid byte near offset ${firstInvalidUtf8(bytes)}); JSON must be UTF-8.` };
  }
}

/** Offset of the first byte that breaks UTF-8 decoding, for the error message. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  const n = bytes.length;
  while (i < n) {
    const b = bytes[i];
    let need: number;
    let min: number;
    if (b < 0x80) {
      i++;
      continue;
    } else if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else return i;
    if (i + need >= n) return i;
    let cp = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const cb = bytes[i + k];
      if (cb === undefined || (cb & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (cb & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}
