/**
 * One simulated user's session: log in, then until the deadline, after a think time, one action of
 * the real mix (shuffle the board, search and page, claim and release ideas, add and toggle
 * milestones, write notes through batch-update and the beacon, complete a project, look at usage
 * and the project list, change plan once). Users keep going past their limits (credits gone,
 * project limit, one completion a day), so every limit is pushed at its edge.
 * What the app acknowledged (2xx) is written to the Ledger, which the invariants check afterwards.
 */
import type { Tier } from "../../lib/domain/billing/plans";
import { BrowserClient } from "./client";
import type { Recorder } from "./stats";
import { LOAD_PASSWORD, type LoadUser } from "./population";

export interface Ledger {
  /** Note key (`<projectId>:ref:<clientRef>` or `<projectId>:id:<noteId>`) -> last acknowledged content. */
  notes: Map<string, string>;
  /** Milestone id -> last acknowledged is_completed. */
  milestones: Map<number, boolean>;
  /** Users whose every login was refused (they did nothing else). */
  neverLoggedIn: string[];
  /** Every note batch sent, answered or not: its new notes' client ids, and whether it was acknowledged. */
  batches: { projectId: number; refs: string[]; acknowledged: boolean }[];
}

export const newLedger = (): Ledger => ({ notes: new Map(), milestones: new Map(), neverLoggedIn: [], batches: [] });

interface Project {
  id: number;
  ideaId: number | null;
  hasContent: boolean;
  milestones: number[];
  notes: { id: number; ref: string }[];
}

const today = () => new Date().toISOString().slice(0, 10);
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Action = (u: SimulatedUser) => Promise<void>;

/** The mix: relative weights of each action. */
const MIX: [number, Action][] = [
  [12, (u) => u.shuffle()],
  [12, (u) => u.searchAndPage()],
  [12, (u) => u.claim()],
  [5, (u) => u.release()],
  [10, (u) => u.addMilestone()],
  [10, (u) => u.toggleMilestone()],
  [12, (u) => u.batchNotes()],
  [6, (u) => u.beaconNotes()],
  [4, (u) => u.complete()],
  [6, (u) => u.usage()],
  [6, (u) => u.listProjects()],
  [1, (u) => u.changePlan()],
  [1, (u) => u.login(Date.now() + 30_000).then(() => undefined)],
];
const MIX_TOTAL = MIX.reduce((n, [w]) => n + w, 0);

export class SimulatedUser {
  private readonly shown: number[] = [];
  private readonly projects = new Map<number, Project>();
  private planChanged = false;
  private noteCounter = 0;

  constructor(
    private readonly user: LoadUser,
    private readonly client: BrowserClient,
    private readonly ledger: Ledger,
    private readonly words: string[],
    /** New notes per batch (the crash drill sends big ones). */
    private readonly notesPerBatch = 1,
  ) {}

  withRecorder(recorder: Recorder): this {
    this.client.useRecorder(recorder);
    return this;
  }

  get tier(): Tier {
    return this.user.tier;
  }

  /** Logs in (until `loginDeadline`), then runs the mix until `deadline`. */
  async run(deadline: number, thinkMs: number, loginDeadline = deadline): Promise<void> {
    if (!(await this.logIn(loginDeadline))) return;
    await this.loop(deadline, thinkMs);
  }

  /** The first login; a user whose every try was refused is noted in the ledger. */
  async logIn(deadline: number): Promise<boolean> {
    const ok = await this.login(deadline).catch(() => false);
    if (!ok) this.ledger.neverLoggedIn.push(this.user.username);
    return ok;
  }

  async loop(deadline: number, thinkMs: number): Promise<void> {
    while (Date.now() < deadline) {
      await sleep(thinkMs * (0.5 + Math.random()));
      if (Date.now() >= deadline) break;
      await this.nextAction()(this).catch(() => undefined); // network errors are recorded by the client
    }
  }

  private nextAction(): Action {
    let r = Math.random() * MIX_TOTAL;
    for (const [weight, action] of MIX) {
      r -= weight;
      if (r < 0) return action;
    }
    return MIX[0]![1];
  }

  /** CSRF token, then the login; a 429 (the password pool busy) is retried after its Retry-After. */
  async login(deadline: number): Promise<boolean> {
    await this.client.call("GET /accounts/csrf/", "GET", "/accounts/csrf/");
    while (Date.now() < deadline) {
      const res = await this.client.call("POST /accounts/login/", "POST", "/accounts/login/", {
        username: this.user.username,
        password: LOAD_PASSWORD,
        remember_me: false,
      });
      if (res.status === 200) return true;
      if (res.status !== 429) return false;
      await sleep(Number(res.headers.get("retry-after") ?? 1) * 1000 * (1 + Math.random()));
    }
    return false;
  }

  async shuffle(): Promise<void> {
    const res = await this.client.call<{ ideas?: { id: number }[] }>(
      "GET /api/ideas",
      "GET",
      `/api/ideas?count=8&client_date=${today()}`,
    );
    for (const idea of res.json.ideas ?? []) this.shown.push(idea.id);
  }

  async searchAndPage(): Promise<void> {
    const word = pick(this.words) ?? "app";
    const offset = 10 * Math.floor(Math.random() * 3);
    const res = await this.client.call<{ ideas?: { id: number }[] }>(
      "GET /api/ideas/search",
      "GET",
      `/api/ideas/search?main_search_text=${encodeURIComponent(word)}&offset=${offset}&client_date=${today()}`,
    );
    for (const idea of res.json.ideas ?? []) this.shown.push(idea.id);
    if (res.status === 200)
      await this.client.call("POST /api/ideas/search/page-viewed/", "POST", "/api/ideas/search/page-viewed/", {
        page_number: offset / 10 + 1,
      });
  }

  async claim(): Promise<void> {
    const claimed = new Set([...this.projects.values()].map((p) => p.ideaId));
    const idea = pick(this.shown.filter((id) => !claimed.has(id)));
    if (idea === undefined) return this.shuffle();
    const res = await this.client.call<{ project_id?: number }>("POST /api/ideas/claim", "POST", "/api/ideas/claim", {
      id: idea,
    });
    if (res.status === 200 && res.json.project_id)
      this.projects.set(res.json.project_id, {
        id: res.json.project_id,
        ideaId: idea,
        hasContent: false,
        milestones: [],
        notes: [],
      });
  }

  async release(): Promise<void> {
    const project = pick([...this.projects.values()].filter((p) => p.ideaId !== null));
    if (!project) return;
    const res = await this.client.call<{ project_kept?: boolean }>(
      "POST /api/ideas/unclaim",
      "POST",
      "/api/ideas/unclaim",
      { id: project.ideaId },
    );
    if (res.status !== 200) return;
    if (res.json.project_kept) project.ideaId = null;
    else this.projects.delete(project.id);
  }

  private someProject(): Project | undefined {
    return pick([...this.projects.values()]);
  }

  async addMilestone(): Promise<void> {
    const project = this.someProject();
    if (!project) return this.claim();
    const res = await this.client.call<{ id?: number; is_completed?: boolean }>(
      "POST /api/projects/{id}/milestones/",
      "POST",
      `/api/projects/${project.id}/milestones/`,
      { title: `Step ${Date.now()}` },
    );
    if (res.status === 201 && res.json.id) {
      project.milestones.push(res.json.id);
      project.hasContent = true;
      this.ledger.milestones.set(res.json.id, Boolean(res.json.is_completed));
    }
  }

  async toggleMilestone(): Promise<void> {
    const project = pick([...this.projects.values()].filter((p) => p.milestones.length));
    const id = project && pick(project.milestones);
    if (!project || id === undefined) return this.addMilestone();
    const next = !this.ledger.milestones.get(id);
    const res = await this.client.call<{ is_completed?: boolean }>(
      "PUT /api/projects/{id}/milestones/{mid}/",
      "PUT",
      `/api/projects/${project.id}/milestones/${id}/`,
      { is_completed: next, completion_date: next ? new Date().toISOString() : null },
    );
    if (res.status === 200) this.ledger.milestones.set(id, Boolean(res.json.is_completed));
  }

  /** A batch as the Projects page sends it: new notes (client ids) and edits of known ones. */
  private noteBatch():
    | {
        body: { projects: unknown[]; client_date: string };
        project: Project;
        writes: { key: string; content: string; ref?: string }[];
      }
    | undefined {
    const project = this.someProject();
    if (!project) return undefined;
    const writes: { key: string; content: string; ref?: string }[] = [];
    const notes: unknown[] = [];
    const existing = pick(project.notes);
    if (existing && Math.random() < 0.6) {
      const content = `edit ${this.user.username} ${++this.noteCounter}`;
      notes.push({ id: existing.id, action: "update", content });
      writes.push({ key: `${project.id}:id:${existing.id}`, content });
    }
    for (let i = 0; i < this.notesPerBatch; i++) {
      const ref = `n${this.user.index}-${++this.noteCounter}`;
      const content = `note ${ref} ${"x".repeat(Math.floor(Math.random() * 400))}`;
      notes.push({ id: ref, action: "create", content });
      writes.push({ key: `${project.id}:ref:${ref}`, content, ref });
    }
    return { body: { projects: [{ id: project.id, action: "update", notes }], client_date: today() }, project, writes };
  }

  private async sendNotes(name: string, path: string, beacon: boolean): Promise<void> {
    const batch = this.noteBatch();
    if (!batch) return this.claim();
    const body = beacon ? { ...batch.body, csrf_token: this.client.csrfToken } : batch.body;
    const sent = {
      projectId: batch.project.id,
      refs: batch.writes.flatMap((w) => (w.ref ? [w.ref] : [])),
      acknowledged: false,
    };
    this.ledger.batches.push(sent);
    const res = await this.client.call<{
      projects?: { id: number; notes: { id: number; client_ref: string | null; content: string }[] }[];
    }>(name, "POST", path, body, { text: beacon, noCsrfHeader: beacon });
    if (res.status !== 200) return;
    sent.acknowledged = true;
    batch.project.hasContent = true;
    for (const w of batch.writes) {
      // A note is tracked by its database id from the first acknowledgement on.
      const byRef =
        w.ref && res.json.projects?.find((p) => p.id === batch.project.id)?.notes.find((n) => n.client_ref === w.ref);
      if (byRef) {
        batch.project.notes.push({ id: byRef.id, ref: w.ref! });
        this.ledger.notes.set(`${batch.project.id}:id:${byRef.id}`, w.content);
      } else this.ledger.notes.set(w.key, w.content);
    }
  }

  batchNotes(): Promise<void> {
    return this.sendNotes("POST /api/projects/batch-update/", "/api/projects/batch-update/", false);
  }

  beaconNotes(): Promise<void> {
    return this.sendNotes("POST /api/projects/beacon-update/", "/api/projects/beacon-update/", true);
  }

  /** Mark as Completed; a second one the same day is refused (400 daily_limit_reached). */
  async complete(): Promise<void> {
    const project = this.someProject();
    if (!project) return this.claim();
    await this.client.call("PUT /api/projects/{id}/", "PUT", `/api/projects/${project.id}/`, {
      is_completed: true,
      client_date: today(),
    });
  }

  async usage(): Promise<void> {
    await this.client.call("GET /api/stats/usage-limits/", "GET", `/api/stats/usage-limits/?client_date=${today()}`);
  }

  async listProjects(): Promise<void> {
    await this.client.call("GET /api/projects/", "GET", "/api/projects/");
  }

  /**
   * Once per user: Starter asks for Pro (payment first: a checkout URL, the plan unchanged until
   * paid), Pro and Lifetime ask for their own plan or are refused (Lifetime cannot change).
   */
  async changePlan(): Promise<void> {
    if (this.planChanged) return this.usage();
    this.planChanged = true;
    const tier = this.user.tier === "starter" ? "pro" : this.user.tier === "pro" ? "pro" : "starter";
    await this.client.call("POST /accounts/manage-subscription/", "POST", "/accounts/manage-subscription/", {
      tier,
      password: LOAD_PASSWORD,
    });
  }
}
