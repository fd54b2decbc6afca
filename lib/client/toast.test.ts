import { beforeEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => [] as { type: string; message: unknown; options: unknown }[]);
vi.mock("sonner", () => {
  const record = (type: string) => (message: unknown, options: unknown) => calls.push({ type, message, options });
  return { toast: { success: record("success"), info: record("info"), error: record("error"), warning: record("warning"), message: record("message"), dismiss: vi.fn() } };
});

const { ALERT_TOAST_MS, NOTICE_TOAST_MS, notify } = await import("./toast");

describe("notify", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("shows notices for 3 s and errors, warnings and other toasts for 4 s (spec section 9)", () => {
    notify.success("Saved");
    notify.info("Heads up");
    notify.error("Failed");
    notify.warning("Careful");
    notify.message("Plain");
    expect(calls.map((c) => [c.type, (c.options as { duration: number }).duration])).toEqual([
      ["success", 3000],
      ["info", 3000],
      ["error", 4000],
      ["warning", 4000],
      ["message", 4000],
    ]);
    expect([NOTICE_TOAST_MS, ALERT_TOAST_MS]).toEqual([3000, 4000]);
  });

  it("keeps the caller's options, an explicit duration included", () => {
    notify.success("Saved", { id: "save", duration: 1000 });
    expect(calls[0]).toEqual({ type: "success", message: "Saved", options: { id: "save", duration: 1000 } });
  });
});
