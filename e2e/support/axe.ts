import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type AxeCore = { run: (context: unknown, options: unknown) => Promise<AxeResults> };

/** The minified build of the axe-core that @axe-core/playwright runs: the same rules, half the script to parse. */
const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(
  createRequire(require.resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * Waits until no CSS animation or transition with an end is running, so axe reads the colours the
 * page settles on: mid fade-in, a dialog's button is part transparent and its contrast reads too low.
 * An endless animation (a spinner) never settles and is not waited for.
 */
async function motionSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * axe on a page, in one pass: the script goes into the page once and axe.run reports there. The
 * same builder calls as AxeBuilder (@axe-core/playwright), which sends the script twice and opens
 * a blank page to merge the results of frames: on a page without frames there is nothing to
 * merge, and that extra work was over half of each check (5 of 8.5 s on a busy machine). A page
 * with frames is still checked by AxeBuilder.
 */
export class PageAxe {
  private readonly page: Page;
  private tags: string[] | undefined;
  private readonly includes: string[] = [];

  constructor({ page }: { page: Page }) {
    this.page = page;
  }

  withTags(tags: string[]): this {
    this.tags = tags;
    return this;
  }

  include(selector: string): this {
    this.includes.push(selector);
    return this;
  }

  async analyze(): Promise<AxeResults> {
    await motionSettled(this.page);
    if (this.page.frames().length > 1) return this.withAxeBuilder();
    await this.page.evaluate(AXE_SOURCE);
    return this.page.evaluate(
      ({ includes, tags }) => {
        const axe = (window as unknown as { axe: AxeCore }).axe;
        const context = includes.length ? { include: includes } : document;
        return axe.run(context, tags ? { runOnly: { type: "tag", values: tags } } : {});
      },
      { includes: this.includes, tags: this.tags },
    );
  }

  private withAxeBuilder(): Promise<AxeResults> {
    let builder = new AxeBuilder({ page: this.page, axeSource: AXE_SOURCE });
    if (this.tags) builder = builder.withTags(this.tags);
    for (const selector of this.includes) builder = builder.include(selector);
    return builder.analyze();
  }
}
