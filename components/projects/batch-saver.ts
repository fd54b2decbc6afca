"use client";

import type { BatchUpdateResponse } from "@/lib/contracts/projects";
import { api, readCookie } from "@/lib/client/api";
import { localDate } from "@/lib/domain/projects/display";
import {
  BATCH_SAVE_DELAY_MS,
  EMPTY,
  isEmpty,
  notesIn,
  settle,
  toBatchBody,
  withCompletion,
  withNote,
  withoutCompletions,
  withoutProject,
  type Pending,
  type PendingNote,
} from "@/lib/domain/projects/pending";
import type { ProjectView } from "@/lib/contracts/projects";

/**
 * The unsaved notes and completions of the projects page: one batch
 * (POST /api/projects/batch-update/) 3 s after the last change; a completion is sent at once (the
 * user waits for its answer: the daily limit); batches go one at a time; a failed one is retried;
 * on leaving, a beacon (text/plain, the CSRF token in the body) carries whatever is still unsaved.
 * Replays are harmless: note creates carry a client id and completing twice is a no-op.
 */
export type SaveResult = "saved" | "daily_limit" | "failed";

export interface SaverState {
  pending: Pending;
  saving: boolean;
  /** Projects whose note the server has as last typed (the details popup says 'Saved'). */
  savedNotes: ReadonlySet<number>;
}

interface Callbacks {
  /** The server's fresh copies of the projects just saved. */
  onSaved: (projects: ProjectView[]) => void;
  /** The batch was refused for good (a project gone, invalid input): reload the list. */
  onRefused: () => void;
}

export class BatchSaver {
  private state: SaverState = { pending: EMPTY, saving: false, savedNotes: new Set() };
  private listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private clientRefs = new Map<number, string>();

  constructor(private callbacks: () => Callbacks) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getState = () => this.state;

  private set(next: Partial<SaverState>) {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  /** The note edit of a project: an update of its first note, or the create of one (with a client id). */
  editNote(projectId: number, existingNoteId: number | undefined, content: string) {
    const note: PendingNote = existingNoteId
      ? { action: "update", id: existingNoteId, content }
      : { action: "create", id: this.clientRef(projectId), content };
    this.set({ pending: withNote(this.state.pending, projectId, note) });
    this.schedule(BATCH_SAVE_DELAY_MS);
  }

  complete(projectId: number): Promise<SaveResult> {
    this.set({ pending: withCompletion(this.state.pending, projectId, new Date().toISOString()) });
    return this.flush();
  }

  /** A deleted project's unsaved edits are dropped. */
  forget(projectId: number) {
    this.set({ pending: withoutProject(this.state.pending, projectId) });
  }

  flush(): Promise<SaveResult> {
    clearTimeout(this.timer);
    const run = this.queue.then(() => this.send());
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** navigator.sendBeacon of everything unsaved (the page is being left). */
  beacon() {
    if (isEmpty(this.state.pending) || typeof navigator === "undefined" || !navigator.sendBeacon) return;
    const body = { ...toBatchBody(this.state.pending, localDate()), csrf_token: readCookie("csrftoken") ?? "" };
    navigator.sendBeacon("/api/projects/beacon-update/", new Blob([JSON.stringify(body)], { type: "text/plain" }));
  }

  dispose() {
    clearTimeout(this.timer);
  }

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), delay);
  }

  private clientRef(projectId: number): string {
    let ref = this.clientRefs.get(projectId);
    if (!ref) {
      ref = `note-${projectId}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
      this.clientRefs.set(projectId, ref);
    }
    return ref;
  }

  private async send(): Promise<SaveResult> {
    const sent = this.state.pending;
    if (isEmpty(sent)) return "saved";
    this.set({ saving: true });
    try {
      const res = await api<BatchUpdateResponse & { daily_limit_reached?: boolean }>("/api/projects/batch-update/", {
        method: "POST",
        body: toBatchBody(sent, localDate()),
      }).catch(() => null);
      if (res?.ok && res.data) {
        this.callbacks().onSaved(res.data.projects);
        this.set({
          pending: settle(this.state.pending, sent),
          savedNotes: new Set([...this.state.savedNotes, ...notesIn(sent)]),
        });
        return "saved";
      }
      if (res?.status === 400 && res.data?.daily_limit_reached) {
        // All or nothing: the notes of the refused batch go again, without the completion.
        this.set({ pending: withoutCompletions(this.state.pending) });
        if (!isEmpty(this.state.pending)) this.schedule(0);
        return "daily_limit";
      }
      if (!res || res.status >= 500 || res.status === 429) {
        this.schedule(BATCH_SAVE_DELAY_MS);
        return "failed";
      }
      // Refused for good: these notes are not saved as typed (the list reloads the server's).
      const refused = new Set(notesIn(sent));
      this.set({
        pending: settle(this.state.pending, sent),
        savedNotes: new Set([...this.state.savedNotes].filter((id) => !refused.has(id))),
      });
      this.callbacks().onRefused();
      return "failed";
    } finally {
      this.set({ saving: false });
    }
  }
}
