import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import { pipelineJobLogger } from "./jobs";
import { SourceError } from "./sources/open";

const failedAttempt = (run: number, error: Error) => ({
  failure: true,
  job: { id: "7", payload: { run } },
  error,
});

describe("what an import's job pool prints", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a refused dump of its own run is said in words by the command, not as a logged retry", () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    const logger = pipelineJobLogger(5, () => undefined);
    logger.error(
      "Failed task 7 (pipeline_ingest_batch) with error 'x is empty'",
      failedAttempt(5, new SourceError("x is empty")),
    );
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it("another run's failed attempt is not printed; its own run's unexpected failure is", () => {
    const warn = vi.spyOn(log, "warn").mockImplementation(() => {});
    const logger = pipelineJobLogger(5, () => undefined);
    logger.error("Failed task 7 with error 'gone'", failedAttempt(4, new SourceError("gone")));
    expect(warn).not.toHaveBeenCalled();
    logger.error("Failed task 7 with error 'boom'", failedAttempt(5, new Error("boom")));
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
