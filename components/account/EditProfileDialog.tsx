"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { dialogClass, dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { notify } from "@/lib/client/toast";
import { useSWRConfig } from "swr";
import type { AccountResponse } from "@/lib/contracts/accounts";
import { useSession } from "@/components/auth/SessionProvider";
import { AvatarPicker, type AvatarChoice } from "./AvatarPicker";
import { deleteAvatar, uploadAvatar } from "./avatar-upload";
import { focusNewUsernameField } from "./SettingsForm";
import { primaryButtonClass, secondaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { linkClass } from "@/components/ui/link-styles";
import { ACCOUNT_KEY } from "./use-account";

export const PROFILE_UPDATED = "Your profile was updated.";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  avatarUrl: string | null;
  /** Focus back to the button that opened the popup (loaded on first open, see AccountHeader). */
  returnFocus: (event: Event) => void;
}

/**
 * The edit-profile popup (it saves, unlike the original's): the avatar,
 * through /api/accounts/avatar/. The username is changed in one place, the User Settings form (its
 * rules, availability check and current password); the popup points there. A modal Radix dialog:
 * focus trapped, Escape closes (not while saving), focus returns to the button that opened it.
 */
export function EditProfileDialog({ open, onOpenChange, username, avatarUrl, returnFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        {/* Mounted only while open, so each opening starts from the saved profile. */}
        {open ? (
          <DialogBody
            username={username}
            avatarUrl={avatarUrl}
            onClose={() => onOpenChange(false)}
            returnFocus={returnFocus}
          />
        ) : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/**
 * Shows a saved avatar at once: the nav through the session provider, the account header through
 * the account data. `refresh` then brings the server-rendered session up to date for later
 * navigation.
 */
function useProfileUpdater() {
  const router = useRouter();
  const { updateUser } = useSession();
  const { mutate } = useSWRConfig();
  const show = (avatarUrl: string | null) => {
    updateUser({ avatarUrl });
    void mutate<AccountResponse>(
      ACCOUNT_KEY,
      (current) => current && { account: { ...current.account, avatar_url: avatarUrl } },
      { revalidate: true },
    );
  };
  return { show, refresh: () => router.refresh() };
}

function DialogBody({
  username,
  avatarUrl,
  onClose,
  returnFocus,
}: {
  username: string;
  avatarUrl: string | null;
  onClose: () => void;
  returnFocus: (event: Event) => void;
}) {
  const profile = useProfileUpdater();
  const [choice, setChoice] = useState<AvatarChoice>({ kind: "keep" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Set by 'Change username in User Settings': on close, focus goes to that field, not back here.
  const toSettings = useRef(false);

  // The preview's object URL lives as long as the choice.
  useEffect(() => {
    if (choice.kind !== "upload") return;
    const url = choice.previewUrl;
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || choice.kind === "keep") return;
    setBusy(true);
    setError(null);
    const result = choice.kind === "upload" ? await uploadAvatar(choice.file) : await deleteAvatar();
    if (!result.ok) {
      // Nothing was saved: the choice stays for another try.
      setError(result.message);
      setBusy(false);
      return;
    }
    profile.show(result.avatarUrl);
    profile.refresh();
    notify.success(PROFILE_UPDATED);
    onClose();
  }

  return (
    <Dialog.Content
      onEscapeKeyDown={(event) => {
        if (busy) event.preventDefault();
      }}
      onInteractOutside={(event) => {
        if (busy) event.preventDefault();
      }}
      onCloseAutoFocus={(event) => {
        if (!toSettings.current) return returnFocus(event);
        event.preventDefault();
        focusNewUsernameField();
      }}
      className={`${dialogClass} max-w-md`}
    >
      <Dialog.Title className={dialogTitleClass}>Edit Profile</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-700">Change your avatar.</Dialog.Description>
      <form noValidate onSubmit={save} className="mt-5 space-y-5">
        <AvatarPicker
          username={username}
          currentUrl={avatarUrl}
          choice={choice}
          onChoice={setChoice}
          error={error}
          onError={setError}
          disabled={busy}
        />
        <p className="text-sm text-slate-700">
          Your username is changed in User Settings, with your current password.{" "}
          <button
            type="button"
            disabled={busy}
            onClick={() => {
              toSettings.current = true;
              onClose();
            }}
            className={linkClass}
          >
            Change username in User Settings
          </button>
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close asChild>
            <button type="button" disabled={busy} className={secondaryButtonClass}>
              Cancel
            </button>
          </Dialog.Close>
          <button
            type="submit"
            disabled={busy || choice.kind === "keep"}
            aria-busy={busy}
            className={primaryButtonClass}
          >
            {busy ? <Spinner /> : null}
            {busy ? "Saving..." : "Save"}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
