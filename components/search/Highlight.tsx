import { Fragment } from "react";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text with the searched words marked (a short stem, so 'invoicing' marks 'invoice'). */
export function Highlight({ text, words }: { text: string; words: string[] }) {
  const stems = words.map((w) => escape(w.length > 5 ? w.slice(0, Math.max(4, w.length - 3)) : w)).filter(Boolean);
  if (!stems.length) return <>{text}</>;
  const re = new RegExp(`\\b(${stems.join("|")})\\w*`, "gi");
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, m.index)}</Fragment>);
    parts.push(
      <mark key={`m${m.index}`} className="rounded bg-yellow-100 px-0.5 text-inherit">
        {m[0]}
      </mark>,
    );
    last = m.index + m[0].length;
  }
  parts.push(<Fragment key="end">{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
