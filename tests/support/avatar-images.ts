import { deflateSync } from "node:zlib";

/**
 * Image bytes for the avatar tests (unit, integration and e2e; never imported by the app). The PNG is a
 * real, decodable image; the others carry valid headers, which is all the sniffer reads.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A real PNG, 8-bit RGB, of one colour. */
export function pngImage(width: number, height: number, rgb: [number, number, number] = [37, 99, 235]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, default compression, filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", deflateSync(pixels)),
    pngChunk("IEND", new Uint8Array()),
  ]);
}

/** A PNG header claiming any size (no pixel data): for the dimension rule. */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr)]);
}

function segment(marker: number, payload: Uint8Array): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** JPEG segments up to the frame header, after JFIF and optional Exif metadata of `exifBytes`. */
export function jpegImage(
  width: number,
  height: number,
  opts: { exifBytes?: number; fillBytes?: boolean } = {},
): Buffer {
  const jfif = segment(0xe0, Buffer.from([0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]));
  const exif = opts.exifBytes
    ? segment(0xe1, Buffer.concat([Buffer.from("Exif\0\0", "binary"), Buffer.alloc(opts.exifBytes, 0x2a)]))
    : Buffer.alloc(0);
  const sof = Buffer.from([8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 1);
  sof.writeUInt16BE(width, 3);
  const fill = opts.fillBytes ? Buffer.from([0xff, 0xff]) : Buffer.alloc(0);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, exif, fill, segment(0xc0, sof), Buffer.from([0xff, 0xd9])]);
}

/** A GIF89a header and logical screen descriptor, then the trailer. */
export function gifImage(width: number, height: number): Buffer {
  const head = Buffer.alloc(13);
  head.write("GIF89a", 0, "ascii");
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return Buffer.concat([head, Buffer.from([0x3b])]);
}

function riff(chunk: string, data: Buffer): Buffer {
  const head = Buffer.alloc(20);
  head.write("RIFF", 0, "ascii");
  head.writeUInt32LE(12 + data.length, 4);
  head.write("WEBP", 8, "ascii");
  head.write(chunk, 12, "ascii");
  head.writeUInt32LE(data.length, 16);
  return Buffer.concat([head, data]);
}

/** WebP in each of its three encodings (header bytes only). */
export function webpImage(width: number, height: number, kind: "lossy" | "lossless" | "extended"): Buffer {
  if (kind === "lossy") {
    const data = Buffer.alloc(10);
    data.set([0x9d, 0x01, 0x2a], 3);
    data.writeUInt16LE(width, 6);
    data.writeUInt16LE(height, 8);
    return riff("VP8 ", data);
  }
  if (kind === "lossless") {
    const data = Buffer.alloc(10);
    data[0] = 0x2f;
    data.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 1);
    return riff("VP8L", data);
  }
  const data = Buffer.alloc(10);
  data.writeUIntLE(width - 1, 4, 3);
  data.writeUIntLE(height - 1, 7, 3);
  return riff("VP8X", data);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>`,
);
export const PDF_START = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
