import { describe, expect, it } from "vitest";
import { SIGNATURE_SIZE, findDuplicates, signature, similarity, textHash } from "./minhash";

const post =
  "I freelance as a designer and bill about a dozen clients a month. I waste hours every week chasing clients for unpaid invoices. Is there a tool that sends polite payment reminders automatically?";
const flat = (texts: string[]) => {
  const out = new Int32Array(texts.length * SIGNATURE_SIZE);
  texts.forEach((t, i) => out.set(signature(t), i * SIGNATURE_SIZE));
  return out;
};

describe("MinHash", () => {
  it("finds a repost, a lower-cased copy, an 'asking again' and copies with a line added similar, and a post on the same need not", () => {
    const copies = [post, post.toLowerCase(), `${post} (asking again)`, `${post} Edit: fixed the formatting.`].concat(
      `${post} Thanks in advance.`,
    );
    for (const copy of copies) expect(similarity(signature(post), signature(copy))).toBeGreaterThanOrEqual(0.7);
    const sameNeed =
      "Half of my clients pay their invoices six weeks late. Following up on overdue invoices is a nightmare. I would happily pay for an app that nudges clients when an invoice goes overdue.";
    expect(similarity(signature(post), signature(sameNeed))).toBeLessThan(0.4);
    expect(textHash(post)).toBe(textHash(post.toUpperCase().replaceAll(".", " .")));
  });

  it("points each copy at the earliest original and leaves distinct posts alone", () => {
    const other =
      "We are a family of five with two picky eaters. Planning dinners for the week is a constant headache.";
    expect([...findDuplicates(flat([post, other, `${post} Any ideas welcome.`, post.toLowerCase(), other]))]).toEqual([
      -1, -1, 0, 0, 1,
    ]);
  });

  it("is deterministic", () => {
    expect(signature(post)).toEqual(signature(post));
    expect(signature(post)).toHaveLength(SIGNATURE_SIZE);
  });
});
