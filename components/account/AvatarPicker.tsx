"use client";

import { useId, useRef, useState } from "react";
import { AVATAR_ACCEPT, AVATAR_MESSAGES } from "@/lib/domain/avatar";
import { checkAvatarFile } from "./avatar-upload";
import { secondaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { fieldErrorClass, fieldHintClass, fieldLabelClass } from "@/components/ui/TextField";

/** What saving will do to the avatar. */
export type AvatarChoice = { kind: "keep" } | { kind: "upload"; file: File; previewUrl: string } | { kind: "remove" };

interface Props {
  username: string;
  currentUrl: string | null;
  choice: AvatarChoice;
  onChoice: (choice: AvatarChoice) => void;
  error: string | null;
  onError: (message: string | null) => void;
  disabled: boolean;
}

export const AVATAR_HINT = "PNG, JPEG, WebP or GIF, up to 2 MB.";

/** The round picture: the chosen file, the current avatar, or the username's first letter. */
export function AvatarImage({
  src,
  username,
  alt,
  size,
  onError,
}: {
  src: string | null;
  username: string;
  alt: string;
  size: "sm" | "lg";
  onError?: () => void;
}) {
  const box = size === "lg" ? "h-20 w-20 text-3xl" : "h-16 w-16 text-2xl";
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- a blob: preview or our own avatar route
    return <img src={src} alt={alt} onError={onError} className={`${box} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white`}
    >
      {(username.trim()[0] ?? "G").toUpperCase()}
    </span>
  );
}

/**
 * The avatar part of the edit-profile popup: choose a file (checked here with the server's own
 * rules before anything is sent), preview it, or remove the avatar. A refused file leaves the
 * previous choice as it was.
 */
export function AvatarPicker({ username, currentUrl, choice, onChoice, error, onError, disabled }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);

  async function pick(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    event.target.value = "";
    if (!file) return;
    setChecking(true);
    const check = await checkAvatarFile(file);
    setChecking(false);
    if (!check.ok) return onError(check.message);
    onError(null);
    onChoice({ kind: "upload", file, previewUrl: URL.createObjectURL(file) });
  }

  const shown = choice.kind === "upload" ? choice.previewUrl : choice.kind === "remove" ? null : currentUrl;
  const canRemove = shown !== null;
  const status =
    choice.kind === "upload"
      ? `New image selected: ${choice.file.name}`
      : choice.kind === "remove"
        ? "Your avatar will be removed when you save."
        : null;

  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className={fieldLabelClass}>Avatar</legend>
      <div className="flex items-center gap-4">
        <AvatarImage
          src={shown}
          username={username}
          size="lg"
          alt={choice.kind === "upload" ? "New avatar preview" : "Current avatar"}
          // Right header, unusable pixels: the browser cannot show it, so neither will the page.
          onError={
            choice.kind === "upload"
              ? () => (onChoice({ kind: "keep" }), onError(AVATAR_MESSAGES.unreadable))
              : undefined
          }
        />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={(e) => void pick(e)}
            className="sr-only"
            tabIndex={-1}
            aria-label="Avatar image file"
          />
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={disabled || checking}
            aria-busy={checking}
            aria-describedby={`${id}-hint`}
            className={secondaryButtonClass}
          >
            {checking ? <Spinner /> : null}
            Choose Image
          </button>
          {canRemove ? (
            <button
              type="button"
              onClick={() => (onError(null), onChoice(currentUrl ? { kind: "remove" } : { kind: "keep" }))}
              className={secondaryButtonClass}
            >
              Remove Avatar
            </button>
          ) : choice.kind === "remove" ? (
            <button type="button" onClick={() => onChoice({ kind: "keep" })} className={secondaryButtonClass}>
              Keep Current Avatar
            </button>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className={fieldHintClass}>
        {AVATAR_HINT}
      </p>
      <div aria-live="polite">
        {error ? (
          <p role="alert" className={fieldErrorClass}>
            {error}
          </p>
        ) : status ? (
          <p className="text-sm text-slate-700">{status}</p>
        ) : null}
      </div>
    </fieldset>
  );
}
