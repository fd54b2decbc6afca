import { describe, expect, it } from "vitest";
import { anonymise, authorHash } from "./anonymise";
import type { RawPost } from "./types";

const KEY = "test-key-that-is-long-enough-0123456789";
const raw: RawPost = {
  externalId: "t3_abc",
  community: "freelance",
  parentId: null,
  title: "Ask @quiet_otter42 about invoices",
  body: "My accountant Priya Raman said email jane@example.com or call 415-555-0142, see https://example.com/x. Thanks, MapleFalcon_88",
  author: "MapleFalcon_88",
  createdAt: new Date(1650000000_000),
  score: 3,
  comments: 1,
  flags: {},
};

describe("anonymise", () => {
  it("keeps no handle, email, link, phone or name, and no author in the clear", () => {
    const clean = anonymise(raw, "need", "fixture", KEY);
    expect(clean).toEqual({
      source: "fixture",
      externalId: "t3_abc",
      community: "freelance",
      authorHash: authorHash("MapleFalcon_88", KEY),
      title: "Ask [user] about invoices",
      body: "My accountant [name] said email [email] or call [phone], see [link]. Thanks, [user]",
      createdAt: raw.createdAt,
      score: 3,
      comments: 1,
      kind: "need",
    });
    expect(`${clean.title} ${clean.body} ${clean.authorHash}`).not.toMatch(
      /MapleFalcon|Priya|Raman|jane|415-|quiet_otter/i,
    );
  });

  it("hashes authors with the key: one person one hash whatever the case, another key another hash", () => {
    const hash = authorHash("MapleFalcon_88", KEY)!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(authorHash("maplefalcon_88", KEY)).toBe(hash);
    expect(authorHash("MapleFalcon_89", KEY)).not.toBe(hash);
    expect(authorHash("MapleFalcon_88", KEY + "x")).not.toBe(hash);
    expect(authorHash(null, KEY)).toBeNull();
  });

  it("refuses a key too short to be a secret", () => {
    expect(() => authorHash("x", "short")).toThrow(/at least 16 characters/);
  });
});
