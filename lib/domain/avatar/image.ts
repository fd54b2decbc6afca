/**
 * What an uploaded file really is, from its first bytes (its "magic number"), never from the
 * declared Content-Type or the file name, which the sender chooses. Only the four raster formats
 * every browser shows are recognised; anything else, SVG included (it is XML and may carry
 * scripts), is not an image here. Pure functions: the upload route and the edit-profile popup run
 * the same code, so both refuse the same files with the same words.
 */
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

export interface ImageSize {
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, expected: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((byte, i) => bytes[offset + i] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

const be16 = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const le16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const le24 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
// `>>> 0` keeps the top bit from making the number negative.
const be32 = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const le32 = (b: Uint8Array, i: number) => (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;

/** The file's real type, or null when it is none of the four accepted formats. */
export function sniffImageType(bytes: Uint8Array): AvatarType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/**
 * Width and height from the image's header, or null when the header is missing or broken (a
 * truncated file, or the right magic number in front of something else).
 */
export function imageSize(bytes: Uint8Array, type: AvatarType): ImageSize | null {
  const size = SIZE_READERS[type](bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const SIZE_READERS: Record<AvatarType, (bytes: Uint8Array) => ImageSize | null> = {
  "image/png": pngSize,
  "image/gif": gifSize,
  "image/webp": webpSize,
  "image/jpeg": jpegSize,
};

/** The IHDR chunk must come first, right after the signature. */
function pngSize(b: Uint8Array): ImageSize | null {
  if (b.length < 24 || !startsWith(b, ascii("IHDR"), 12)) return null;
  return { width: be32(b, 16), height: be32(b, 20) };
}

/** The logical screen descriptor follows the six-byte signature. */
function gifSize(b: Uint8Array): ImageSize | null {
  if (b.length < 10) return null;
  return { width: le16(b, 6), height: le16(b, 8) };
}

/** RIFF container; the first chunk says which of the three WebP encodings follows. */
function webpSize(b: Uint8Array): ImageSize | null {
  if (b.length < 30) return null;
  if (startsWith(b, ascii("VP8 "), 12)) {
    // Lossy: a key frame's start code, then 14-bit width and height.
    if (!startsWith(b, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: le16(b, 26) & 0x3fff, height: le16(b, 28) & 0x3fff };
  }
  if (startsWith(b, ascii("VP8L"), 12)) {
    // Lossless: a signature byte, then width-1 and height-1 in 14 bits each.
    if (b[20] !== 0x2f) return null;
    const bits = le32(b, 21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(b, ascii("VP8X"), 12)) {
    // Extended: canvas width-1 and height-1 in 24 bits each.
    return { width: le24(b, 24) + 1, height: le24(b, 27) + 1 };
  }
  return null;
}

/** SOF0 to SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but do not. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Walks the segments after SOI until a frame header; metadata (EXIF, ICC) may come first. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 3 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1; // fill byte before a marker
      continue;
    }
    // Markers without a length: TEM and RST0-7 (SOI again is tolerated the same way).
    if (marker === 0x01 || marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // End of image or start of scan before any frame header: no size to read.
    if (marker === 0xd9 || marker === 0xda) return null;
    const length = be16(b, i + 2);
    if (length < 2) return null;
    if (isStartOfFrame(marker)) {
      if (i + 9 > b.length) return null;
      return { width: be16(b, i + 7), height: be16(b, i + 5) };
    }
    i += 2 + length;
  }
  return null;
}
