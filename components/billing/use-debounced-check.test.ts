import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The debounced availability check behind account setup's username and email fields, driven as
 * the form drives it: each keystroke renders the hook again, the server is asked 500 ms after the
 * last change, and only an answer about what the field still holds is shown.
 *
 * A tiny stand-in for React (one component: state, effects, effect events) renders the hooks in
 * node; the browser tests cover them under React itself.
 */
const host = vi.hoisted(() => {
  type Slot = { value?: unknown; deps?: unknown[]; cleanup?: (() => void) | void; fn?: unknown; stable?: unknown };
  let slots: Slot[] = [];
  let index = 0;
  let pending: (() => void)[] = [];
  let render: (() => void) | null = null;
  return {
    slot(): Slot {
      slots[index] ??= {};
      return slots[index++]!;
    },
    rerender() {
      render?.();
    },
    effect(run: () => void) {
      pending.push(run);
    },
    /** Mounts `hook` with `props`; returns a handle to change the props and read the last output. */
    mount<P, T>(hook: (props: P) => T, props: NoInfer<P>) {
      slots = [];
      let current = props;
      let output: T;
      render = () => {
        index = 0;
        pending = [];
        output = hook(current);
        for (const run of pending.splice(0)) run();
      };
      render();
      return {
        get value() {
          return output;
        },
        update(next: P) {
          current = next;
          render!();
        },
        unmount() {
          for (const s of slots) if (typeof s.cleanup === "function") s.cleanup();
          render = null;
        },
      };
    },
  };
});

vi.mock("react", () => ({
  useState<S>(initial: S) {
    const slot = host.slot();
    if (!("value" in slot)) slot.value = initial;
    const set = (next: S) => {
      slot.value = next;
      host.rerender();
    };
    return [slot.value as S, set];
  },
  useEffect(effect: () => (() => void) | void, deps: unknown[]) {
    const slot = host.slot();
    if (slot.deps && deps.every((d, i) => Object.is(d, slot.deps![i]))) return;
    slot.deps = deps;
    host.effect(() => {
      if (typeof slot.cleanup === "function") slot.cleanup();
      slot.cleanup = effect();
    });
  },
  useEffectEvent<A extends unknown[], R>(fn: (...args: A) => R) {
    const slot = host.slot();
    slot.fn = fn;
    slot.stable ??= (...args: A) => (slot.fn as (...a: A) => R)(...args);
    return slot.stable as (...args: A) => R;
  },
}));

type Reply = { status: number; data: unknown } | Error;
const sent: { path: string; body: unknown; signal?: AbortSignal }[] = [];
/** The server's replies, in order; each waits for `release` when `held` is set. */
let replies: Reply[] = [];
let held: Promise<void> | null = null;

vi.mock("@/lib/client/api", () => ({
  api: async (path: string, opts: { body?: unknown; signal?: AbortSignal } = {}) => {
    sent.push({ path, body: opts.body, signal: opts.signal });
    const reply = replies.shift() ?? { status: 200, data: { available: true, message: "Username is available." } };
    if (held) await held;
    if (reply instanceof Error) throw reply;
    return { ok: reply.status < 400, status: reply.status, data: reply.data, headers: new Headers() };
  },
}));

const { AVAILABILITY_DEBOUNCE_MS, scheduleCheck } = await import("./use-debounced-check");
const { useUsernameAvailability, USERNAME_CHECK_ERROR } = await import("./use-username-availability");
const { useEmailAvailability, EMAIL_CHECK_ERROR } = await import("./use-email-availability");

/** Lets timers and the answers they start run for `ms`. */
const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  sent.length = 0;
  replies = [];
  held = null;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the username field's check", () => {
  it("asks once, 500 ms after the last keystroke, and shows the server's answer", async () => {
    const field = host.mount(useUsernameAvailability, "");
    expect(field.value).toEqual({ username: "", localError: null, status: "idle", message: null });
    for (const typed of ["l", "la", "lan", "lant", "lantern"]) {
      field.update(typed);
      await wait(200);
    }
    expect(field.value).toMatchObject({ username: "lantern", status: "checking", message: null });
    expect(sent).toEqual([]);
    await wait(AVAILABILITY_DEBOUNCE_MS - 201);
    expect(sent).toEqual([]);
    await wait(1);
    expect(sent.map((s) => [s.path, s.body])).toEqual([["/accounts/check-username/", { username: "lantern" }]]);
    expect(field.value).toEqual({
      username: "lantern",
      localError: null,
      status: "available",
      message: "Username is available.",
    });
    field.unmount();
  });

  it("a render with the same name (the form's other fields typing) does not restart the wait", async () => {
    const field = host.mount(useUsernameAvailability, "harbour_lights");
    await wait(300);
    field.update("harbour_lights");
    field.update(" harbour_lights ");
    await wait(AVAILABILITY_DEBOUNCE_MS - 300);
    expect(sent.map((s) => s.body)).toEqual([{ username: "harbour_lights" }]);
    field.unmount();
  });

  it("never asks below 3 characters or for a name the local rules refuse; says nothing while empty", async () => {
    const field = host.mount(useUsernameAvailability, "ab");
    expect(field.value).toMatchObject({ status: "idle", localError: "Username must be at least 3 characters long." });
    field.update("no spaces");
    expect(field.value).toMatchObject({
      status: "idle",
      localError: "Username can only contain letters, numbers, hyphens, and underscores.",
    });
    field.update("admin");
    expect(field.value).toMatchObject({ status: "idle", localError: "This username is reserved and cannot be used." });
    field.update("   ");
    expect(field.value).toEqual({ username: "", localError: null, status: "idle", message: null });
    await wait(2000);
    expect(sent).toEqual([]);
    field.unmount();
  });

  it("a name changed while its question is out: that question is aborted and its late answer never shown", async () => {
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    replies = [{ status: 200, data: { available: false, message: "This username is already taken." } }];
    const field = host.mount(useUsernameAvailability, "pebble");
    await wait(AVAILABILITY_DEBOUNCE_MS);
    expect(sent).toHaveLength(1);
    field.update("pebble_beach");
    expect(sent[0]!.signal!.aborted).toBe(true);
    release();
    held = null;
    await wait(0);
    expect(field.value).toMatchObject({ username: "pebble_beach", status: "checking", message: null });
    await wait(AVAILABILITY_DEBOUNCE_MS);
    expect(sent.map((s) => s.body)).toEqual([{ username: "pebble" }, { username: "pebble_beach" }]);
    expect(field.value).toMatchObject({ status: "available", message: "Username is available." });
    // Back to the first name: asked again, not the old answer.
    field.update("pebble");
    expect(field.value).toMatchObject({ status: "checking" });
    field.unmount();
  });

  it("a refusal is unavailable with the server's words; a failure or no answer is the check's error", async () => {
    replies = [
      { status: 400, data: { error: "Username can only contain letters, numbers, hyphens, and underscores." } },
      { status: 503, data: null },
      new Error("offline"),
    ];
    const field = host.mount(useUsernameAvailability, "kettle");
    await wait(AVAILABILITY_DEBOUNCE_MS);
    expect(field.value).toMatchObject({
      status: "unavailable",
      message: "Username can only contain letters, numbers, hyphens, and underscores.",
    });
    field.update("kettle2");
    await wait(AVAILABILITY_DEBOUNCE_MS);
    expect(field.value).toMatchObject({ status: "error", message: USERNAME_CHECK_ERROR });
    field.update("kettle3");
    await wait(AVAILABILITY_DEBOUNCE_MS);
    expect(field.value).toMatchObject({ status: "error", message: "Error checking username availability." });
    field.unmount();
  });

  it("a form closed before the wait is over asks nothing", async () => {
    const field = host.mount(useUsernameAvailability, "lighthouse");
    await wait(400);
    field.unmount();
    await wait(2000);
    expect(sent).toEqual([]);
  });
});

describe("the setup link's email check", () => {
  it("asks once, 500 ms after the form opens, with the link's token; later renders ask nothing more", async () => {
    replies = [{ status: 200, data: { available: false, message: "An account with this email already exists." } }];
    const form = host.mount((p: { token: string; email: string }) => useEmailAvailability(p.token, p.email), {
      token: "tok1",
      email: "wren@example.test",
    });
    expect(form.value).toEqual({ status: "checking", message: null });
    await wait(AVAILABILITY_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    await wait(1);
    expect(form.value).toEqual({ status: "unavailable", message: "An account with this email already exists." });
    form.update({ token: "tok1", email: "wren@example.test" });
    await wait(2000);
    expect(sent.map((s) => [s.path, s.body])).toEqual([
      ["/accounts/check-email/", { email: "wren@example.test", token: "tok1" }],
    ]);
    form.unmount();
  });

  it("a failed check is the email check's error", async () => {
    replies = [new Error("offline")];
    const form = host.mount((p: { token: string; email: string }) => useEmailAvailability(p.token, p.email), {
      token: "tok2",
      email: "finch@example.test",
    });
    await wait(AVAILABILITY_DEBOUNCE_MS);
    expect(form.value).toEqual({ status: "error", message: EMAIL_CHECK_ERROR });
    form.unmount();
  });
});

describe("scheduleCheck", () => {
  const failure = { status: "error" as const, message: "it failed" };

  it("hands the failure answer on when the question throws", async () => {
    const answers: unknown[] = [];
    scheduleCheck(
      () => Promise.reject(new Error("down")),
      failure,
      (a) => answers.push(a),
      100,
    );
    await wait(100);
    expect(answers).toEqual([failure]);
  });

  it("cancelled before its time it never asks; cancelled after, it aborts and drops the answer", async () => {
    const asked: AbortSignal[] = [];
    const answers: unknown[] = [];
    let answer!: (a: { status: "available"; message: null }) => void;
    const ask = (signal: AbortSignal) => {
      asked.push(signal);
      return new Promise<{ status: "available"; message: null }>((resolve) => (answer = resolve));
    };
    scheduleCheck(ask, failure, (a) => answers.push(a), 100)();
    await wait(500);
    expect(asked).toEqual([]);
    const cancel = scheduleCheck(ask, failure, (a) => answers.push(a), 100);
    await wait(100);
    expect(asked).toHaveLength(1);
    cancel();
    expect(asked[0]!.aborted).toBe(true);
    answer({ status: "available", message: null });
    await wait(0);
    expect(answers).toEqual([]);
  });
});
