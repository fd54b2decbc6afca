import { describe, expect, it } from "vitest";
import { pieces } from "./library-snapshot";

describe("pieces (a COPY's rows in messages of whole lines)", () => {
  it("cuts after the newline that ends the piece's size, so no line is split and nothing is lost", () => {
    const rows = "1\tred kettle\n2\tblue teapot\n3\tgreen jug\n";
    const cut = pieces(rows, 12);
    expect(cut).toEqual(["1\tred kettle\n", "2\tblue teapot\n", "3\tgreen jug\n"]);
    expect(cut.join("")).toBe(rows);
  });

  it("keeps a line longer than the size whole, and the whole text as one piece when it is short", () => {
    expect(pieces("1\ta rather long line of words\n2\tshort\n", 5)).toEqual([
      "1\ta rather long line of words\n",
      "2\tshort\n",
    ]);
    expect(pieces("1\tone\n2\ttwo\n", 1 << 20)).toEqual(["1\tone\n2\ttwo\n"]);
    expect(pieces("", 10)).toEqual([]);
  });
});
