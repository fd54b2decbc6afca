"use client";

import { useRef, useState } from "react";
import { notify } from "@/lib/client/toast";
import { api } from "@/lib/client/api";
import type { UsageLimits } from "@/lib/domain/usage/limits";
import type { ShuffleResult } from "@/lib/contracts/ideas";
import type { IdeaView } from "@/lib/contracts/ideas";
import { ideaCard, fadeTotal, sampleCard, type BoardCard } from "./cards";
import { FALLBACK_IDEAS } from "./fallback-ideas";
import { localDate } from "@/lib/domain/projects/display";
import { OUT_OF_IDEAS } from "@/lib/domain/ideas/messages";
import { LIMIT_MESSAGES } from "@/lib/domain/usage/limits";
import { BOARD_FAILED, OUT_OF_IDEAS_WARNING } from "./messages";
import { shuffleQuery, type BoardPrefs } from "./preferences";

type Outcome =
  | { kind: "ideas"; ideas: IdeaView[]; usage: UsageLimits }
  | { kind: "out"; usage?: UsageLimits }
  | { kind: "credits"; usage: UsageLimits }
  | { kind: "signed-out" }
  | { kind: "failed" };

type ShuffleAnswer = Partial<ShuffleResult> & { error?: string };

async function requestShuffle(prefs: BoardPrefs): Promise<Outcome> {
  try {
    const res = await api<ShuffleAnswer>(`/api/ideas?${shuffleQuery(prefs, localDate())}`);
    const body = res.data;
    if (res.ok && body?.usage && body.ideas?.length) return { kind: "ideas", ideas: body.ideas, usage: body.usage };
    if ((res.status === 409 && body?.error === OUT_OF_IDEAS) || (res.ok && body?.ideas?.length === 0))
      return { kind: "out", usage: body?.usage };
    if (res.status === 403 && body?.usage) return { kind: "credits", usage: body.usage };
    if (res.status === 401) return { kind: "signed-out" };
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

interface Options {
  initial: IdeaView[];
  usage: UsageLimits | undefined;
  setUsage: (usage: UsageLimits) => void;
  /** After a real shuffle (the first one marks the first visit done). */
  onShuffled: () => void;
}

/**
 * The board's cards and the shuffle: blocked at 0 credits; the old cards
 * fade out by groups while the request runs, the new ones fade in by groups (no motion when the
 * user asks for reduced motion). 'Out of ideas' and spent credits bring the old cards back; any
 * other failure shows the sample ideas.
 */
export function useShuffle({ initial, usage, setUsage, onShuffled }: Options) {
  const [cards, setCards] = useState<BoardCard[]>(() => initial.map(ideaCard));
  const [visible, setVisible] = useState(true);
  const [busy, setBusy] = useState(false);
  /** Counts the shuffles that brought new ideas (the board moves focus to the first new card after each). */
  const [shuffled, setShuffled] = useState(0);
  const running = useRef(false);

  async function show(next: BoardCard[], still: boolean) {
    setCards(next);
    if (!still) await nextPaint();
    setVisible(true);
    if (!still) await wait(fadeTotal(next.length));
  }

  async function shuffle(prefs: BoardPrefs) {
    if (running.current) return;
    if (usage?.random.remaining === 0) {
      notify.warning(LIMIT_MESSAGES.random);
      return;
    }
    running.current = true;
    setBusy(true);
    const still = reducedMotion();
    const previous = cards;
    setVisible(false);
    const [outcome] = await Promise.all([requestShuffle(prefs), still ? undefined : wait(fadeTotal(previous.length))]);
    if (outcome.kind === "ideas") {
      setUsage(outcome.usage);
      await show(outcome.ideas.map(ideaCard), still);
      setShuffled((n) => n + 1);
      onShuffled();
    } else if (outcome.kind === "out" || outcome.kind === "credits") {
      if (outcome.usage) setUsage(outcome.usage);
      notify.warning(outcome.kind === "out" ? OUT_OF_IDEAS_WARNING : LIMIT_MESSAGES.random);
      await show(previous, still);
    } else if (outcome.kind === "signed-out") {
      await show(previous, still);
    } else {
      notify.error(BOARD_FAILED);
      await show(FALLBACK_IDEAS.map(sampleCard), still);
    }
    running.current = false;
    setBusy(false);
  }

  /** Update one idea in place (its developing count after a claim or unclaim). */
  function updateIdea(id: number, patch: Partial<IdeaView>) {
    setCards((current) =>
      current.map((c) => (c.kind === "idea" && c.idea.id === id ? { ...c, idea: { ...c.idea, ...patch } } : c)),
    );
  }

  return { cards, visible, busy, shuffled, shuffle, updateIdea };
}
