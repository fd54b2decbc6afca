import type { QueuedEmail } from "@/lib/email";
import type { Tx } from "@/lib/server/db/client";

/** What an event handler gets: the transaction, the event's time, and the emails to write to the outbox in that transaction. */
export interface EventContext {
  tx: Tx;
  eventTime: Date;
  emails: QueuedEmail[];
  /** Calls made only once the transaction committed, before the answer (ending a replaced plan on Stripe). */
  afterCommit: (() => Promise<unknown>)[];
}

export type StripeObject = Record<string, unknown>;
export type EventHandler = (object: StripeObject, ctx: EventContext) => Promise<void>;

/** A string id from a field that Stripe sends either as an id or as an expanded object. */
export function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && typeof (value as { id?: unknown }).id === "string")
    return (value as { id: string }).id;
  return null;
}

export function str(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export function dateFromUnix(value: unknown): Date | null {
  const n = num(value);
  return n === null ? null : new Date(n * 1000);
}

/** True when a newer event already set this row: an older one must not roll it back. */
export function isStale(lastEventAt: Date | null, eventTime: Date): boolean {
  return lastEventAt !== null && lastEventAt > eventTime;
}
