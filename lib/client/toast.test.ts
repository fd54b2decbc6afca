import { beforeEach, describe, expect, it, vi } from "vitest";

const calls = vi.hoisted(() => [] as { type: string; message: unknown; options: unknown }[]);
vi.mock("sonner", () => {
  const record = (type: string) => (message: unknown, options: unknown) => calls.push({ type, message, options });
  return {
    Toaster: () => null,
    toast: {
      success: record("success"),
      info: record("info"),
      error: record("error"),
      warning: record("warning"),
      message: record("message"),
      dismiss: vi.fn(),
    },
  };
});

const { ALERT_TOAST_MS, NOTICE_TOAST_MS, notify, registerToastHost } = await import("./toast");

/** Lets the lazily loaded toaster take the toasts asked for so far. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("notify", () => {
  beforeEach(() => {
    calls.length = 0;
  });

  it("waits for the Toaster to be mounted, then shows every toast asked for meanwhile", async () => {
    let mounted = 0;
    notify.info("Before the host");
    await settle();
    expect(calls).toEqual([]);
    registerToastHost(async () => void mounted++);
    await settle();
    notify.info("After the host");
    await settle();
    expect(calls.map((c) => c.message)).toEqual(["Before the host", "After the host"]);
    expect(mounted).toBe(1);
  });

  it("shows notices for 3 s and errors, warnings and other toasts for 4 s", async () => {
    notify.success("Saved");
    notify.info("Heads up");
    notify.error("Failed");
    notify.warning("Careful");
    notify.message("Plain");
    await settle();
    expect(calls.map((c) => [c.type, (c.options as { duration: number }).duration])).toEqual([
      ["success", 3000],
      ["info", 3000],
      ["error", 4000],
      ["warning", 4000],
      ["message", 4000],
    ]);
    expect([NOTICE_TOAST_MS, ALERT_TOAST_MS]).toEqual([3000, 4000]);
  });

  it("keeps the caller's options, an explicit duration included", async () => {
    notify.success("Saved", { id: "save", duration: 1000 });
    await settle();
    expect(calls[0]).toEqual({ type: "success", message: "Saved", options: { id: "save", duration: 1000 } });
  });
});
