import { describe, expect, it } from "vitest";
import { allOf, categoryQuery, decileQuery, excludeQuery, includeQuery, quoteLexeme } from "./tsquery";

describe("Deep Search tsquery text", () => {
  it("quotes every lexeme so no operator, weight or prefix mark gets through", () => {
    expect(quoteLexeme("cat")).toBe("'cat'");
    expect(quoteLexeme("it's")).toBe("'it''s'");
    expect(quoteLexeme("a\\b")).toBe("'a\\\\b'");
    expect(quoteLexeme("x' | 'y':* & !'z")).toBe("'x'' | ''y'':* & !''z'");
  });

  it("includes every word of every term", () => {
    expect(includeQuery(["mobile app", "budget"])).toBe("('mobile' & 'app') & ('budget')");
    expect(includeQuery(["crypto"])).toBe("('crypto')");
    expect(includeQuery([])).toBeNull();
  });

  it("excludes any term (all of its words)", () => {
    expect(excludeQuery(["hate", "too slow"])).toBe("!(('hate') | ('too' & 'slow'))");
    expect(excludeQuery([])).toBeNull();
  });

  it("matches categories as literal tags", () => {
    expect(categoryQuery(["Tech", "Health"])).toBe("('category#tech' | 'category#health')");
  });

  it("turns only narrow score ranges into decile tags", () => {
    expect(decileQuery("demand_score", 1, 100)).toBeNull();
    expect(decileQuery("demand_score", 70, 100)).toBe("('demand#7' | 'demand#8' | 'demand#9' | 'demand#10')");
    expect(decileQuery("overall", 0, 25)).toBe("('overall#0' | 'overall#1' | 'overall#2')");
    expect(decileQuery("simplicity_score", 40, 49)).toBe("('simplicity#4')");
    expect(decileQuery("innovation_score", 20, 80)).toBeNull();
  });

  it("joins the parts that are present", () => {
    expect(allOf([null, "a", null, "b"])).toBe("a & b");
    expect(allOf([null])).toBeNull();
  });
});
