import { expect, loginAs, test } from "./support/fixtures";
import { PAGE_BUDGETS, kilobytes, measureFirstLoadScripts } from "./support/page-weight";

/**
 * The JavaScript budget: no page's first-load JavaScript (cold load, bytes on the wire) exceeds its
 * budget in e2e/support/page-weight.ts. A failure names the page's heaviest scripts.
 */
for (const budget of PAGE_BUDGETS) {
  test(`first-load JavaScript of ${budget.path}${budget.username ? ` (${budget.username})` : ""} stays under ${kilobytes(budget.budgetBytes)} kB`, async ({
    context,
  }) => {
    if (budget.username) await loginAs(context, budget.username);
    const { totalBytes, scripts } = await measureFirstLoadScripts(context, process.env.E2E_BASE_URL!, budget.path);
    const heaviest = [...scripts]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((s) => `${kilobytes(s.bytes)} kB ${new URL(s.url).pathname}`);
    test.info().annotations.push({
      type: "first-load JavaScript",
      description: `${kilobytes(totalBytes)} kB in ${scripts.length} scripts`,
    });
    console.log(`${budget.path}: ${kilobytes(totalBytes)} kB in ${scripts.length} scripts`);
    expect(scripts.length, "the page loads its scripts").toBeGreaterThan(0);
    expect(
      totalBytes,
      `${budget.path} ships ${kilobytes(totalBytes)} kB; heaviest:\n${heaviest.join("\n")}`,
    ).toBeLessThanOrEqual(budget.budgetBytes);
  });
}
