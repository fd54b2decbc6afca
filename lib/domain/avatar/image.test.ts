import { describe, expect, it } from "vitest";
import { imageSize, sniffImageType } from "./image";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, checkAvatarByteSize, checkAvatarBytes } from "./rules";
import {
  PDF_START,
  SVG_WITH_SCRIPT,
  gifImage,
  jpegImage,
  pngHeader,
  pngImage,
  webpImage,
} from "@/tests/support/avatar-images";

const text = (s: string) => new TextEncoder().encode(s);

describe("sniffImageType", () => {
  it("recognises the four formats by their first bytes", () => {
    expect(sniffImageType(pngImage(2, 2))).toBe("image/png");
    expect(sniffImageType(jpegImage(2, 2))).toBe("image/jpeg");
    expect(sniffImageType(gifImage(2, 2))).toBe("image/gif");
    expect(sniffImageType(text("GIF87a\x02\x00\x02\x00"))).toBe("image/gif");
    for (const kind of ["lossy", "lossless", "extended"] as const)
      expect(sniffImageType(webpImage(2, 2, kind))).toBe("image/webp");
  });

  it("refuses SVG, whatever it claims to be, and other documents", () => {
    expect(sniffImageType(SVG_WITH_SCRIPT)).toBeNull();
    expect(sniffImageType(text(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>`))).toBeNull();
    expect(sniffImageType(PDF_START)).toBeNull();
    expect(sniffImageType(text("just some text, saved as photo.png"))).toBeNull();
    expect(sniffImageType(text("<html><body>hi</body></html>"))).toBeNull();
  });

  it("needs the whole signature, not a prefix of it", () => {
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(pngImage(1, 1).subarray(0, 7))).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(text("GIF88a"))).toBeNull();
    // A RIFF container that is not WebP (a WAV file).
    expect(sniffImageType(text("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeNull();
  });
});

describe("imageSize", () => {
  it("reads width and height from each format's header", () => {
    expect(imageSize(pngImage(3, 5), "image/png")).toEqual({ width: 3, height: 5 });
    expect(imageSize(gifImage(300, 200), "image/gif")).toEqual({ width: 300, height: 200 });
    expect(imageSize(jpegImage(640, 480), "image/jpeg")).toEqual({ width: 640, height: 480 });
    expect(imageSize(webpImage(1000, 700, "lossy"), "image/webp")).toEqual({ width: 1000, height: 700 });
    expect(imageSize(webpImage(1000, 700, "lossless"), "image/webp")).toEqual({ width: 1000, height: 700 });
    expect(imageSize(webpImage(16000, 9000, "extended"), "image/webp")).toEqual({ width: 16000, height: 9000 });
  });

  it("finds the JPEG frame header after metadata and fill bytes", () => {
    expect(imageSize(jpegImage(4000, 3000, { exifBytes: 60_000, fillBytes: true }), "image/jpeg")).toEqual({
      width: 4000,
      height: 3000,
    });
  });

  it("gives null for truncated or broken headers", () => {
    expect(imageSize(pngImage(3, 5).subarray(0, 20), "image/png")).toBeNull();
    expect(imageSize(jpegImage(640, 480).subarray(0, 25), "image/jpeg")).toBeNull();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), "image/jpeg")).toBeNull();
    // Start of scan before any frame header.
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 0, 0, 0, 0, 0, 0]), "image/jpeg")).toBeNull();
    // A JPEG whose segment length is impossible (below 2) does not loop forever.
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x00, 0, 0, 0, 0]), "image/jpeg")).toBeNull();
    expect(imageSize(gifImage(1, 1).subarray(0, 8), "image/gif")).toBeNull();
    expect(imageSize(webpImage(10, 10, "lossy").subarray(0, 29), "image/webp")).toBeNull();
    expect(imageSize(pngHeader(0, 10), "image/png")).toBeNull();
  });
});

describe("checkAvatarBytes", () => {
  it("accepts a small image and reports its type and size", () => {
    expect(checkAvatarBytes(pngImage(64, 64))).toEqual({ ok: true, type: "image/png", width: 64, height: 64 });
  });

  it("refuses an empty file, an oversized file, a non-image, a broken header and too many pixels", () => {
    expect(checkAvatarBytes(new Uint8Array())).toMatchObject({
      ok: false,
      problem: "empty",
      message: AVATAR_MESSAGES.empty,
    });
    const big = new Uint8Array(AVATAR_MAX_BYTES + 1);
    big.set(pngImage(1, 1));
    expect(checkAvatarBytes(big)).toMatchObject({
      ok: false,
      problem: "tooLarge",
      message: "The image must be 2 MB or smaller.",
    });
    expect(checkAvatarBytes(SVG_WITH_SCRIPT)).toMatchObject({
      ok: false,
      problem: "unsupportedType",
      message: "Only PNG, JPEG, WebP and GIF images can be used as an avatar.",
    });
    expect(checkAvatarBytes(pngImage(1, 1).subarray(0, 12))).toMatchObject({ ok: false, problem: "unreadable" });
    expect(checkAvatarBytes(pngHeader(4097, 10))).toMatchObject({
      ok: false,
      problem: "tooManyPixels",
      message: "The image must be at most 4096 × 4096 pixels.",
    });
    expect(checkAvatarBytes(pngHeader(4096, 4096))).toMatchObject({ ok: true });
  });

  it("accepts exactly 2 MB and refuses one byte more", () => {
    const exact = new Uint8Array(AVATAR_MAX_BYTES);
    exact.set(pngImage(1, 1));
    expect(checkAvatarBytes(exact).ok).toBe(true);
    expect(checkAvatarByteSize(AVATAR_MAX_BYTES)).toBeNull();
    expect(checkAvatarByteSize(AVATAR_MAX_BYTES + 1)).toMatchObject({ problem: "tooLarge" });
    expect(checkAvatarByteSize(0)).toMatchObject({ problem: "empty" });
  });
});
