"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { notify } from "@/lib/client/toast";
import { useSWRConfig } from "swr";
import type { AccountResponse } from "@/app/api/accounts/account/route";
import type { ChangeUsernameResponse } from "@/app/accounts/change-username/route";
import { useSession } from "@/components/auth/SessionProvider";
import { useUsernameAvailability } from "@/components/billing/use-username-availability";
import { api, errorMessage } from "@/lib/client/api";
import { LOGIN_PASSWORD_MAX, sanitizeText, validateLoginPassword, validateUsername } from "@/lib/domain/validation";
import { AvatarPicker, type AvatarChoice } from "./AvatarPicker";
import { deleteAvatar, uploadAvatar } from "./avatar-upload";
import { USERNAME_UPDATE_FAILED } from "./SettingsForm";
import { TextField } from "@/components/ui/TextField";
import { Spinner, alertClass, primaryButtonClass, secondaryButtonClass } from "./styles";
import { ACCOUNT_KEY } from "./use-account";

export const PROFILE_UPDATED = "Your profile was updated.";
export const PASSWORD_FOR_USERNAME_HINT = "Enter your current password to change your username.";

interface Props {
  /** The button that opens the popup; focus returns to it on close. */
  trigger: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  avatarUrl: string | null;
}

/**
 * The edit-profile popup (spec section 2, "Account"; unlike the original it saves): username with
 * the settings rules and a live availability check, and the avatar. A new username goes through
 * POST /accounts/change-username/ (the same server rules and current-password check as the User
 * Settings form); the avatar through /api/accounts/avatar/. A modal Radix dialog: focus trapped,
 * Escape closes (not while saving), focus returns to the button that opened it.
 */
export function EditProfileDialog({ trigger, open, onOpenChange, username, avatarUrl }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        {/* Mounted only while open, so each opening starts from the saved profile. */}
        {open ? <DialogBody username={username} avatarUrl={avatarUrl} onClose={() => onOpenChange(false)} /> : null}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface FieldErrors {
  username?: string;
  password?: string;
  avatar?: string;
  form?: string;
}

type ChangeUsernameError = { error?: string; errors?: { new_username?: string[]; password?: string[] } };

type UsernameResult = { ok: true; username: string } | { ok: false; errors: FieldErrors };

/** Sends the new username; a refusal is sorted to the field it concerns. */
async function saveUsername(newUsername: string, password: string): Promise<UsernameResult> {
  const refused = (errors: FieldErrors): UsernameResult => ({ ok: false, errors });
  try {
    const res = await api<ChangeUsernameResponse & ChangeUsernameError>("/accounts/change-username/", { method: "POST", body: { new_username: newUsername, password } });
    if (res.ok && res.data?.user) return { ok: true, username: res.data.user.username };
    const fields = res.data?.errors;
    if (fields?.new_username?.[0]) return refused({ username: fields.new_username[0] });
    if (fields?.password?.[0]) return refused({ password: fields.password[0] });
    // The route's other refusals are about the current password (wrong, or too many tries).
    if (res.status === 400 || res.status === 429) return refused({ password: errorMessage(res, USERNAME_UPDATE_FAILED) });
    return refused({ form: errorMessage(res, USERNAME_UPDATE_FAILED) });
  } catch {
    return refused({ form: USERNAME_UPDATE_FAILED });
  }
}

/**
 * Shows a saved change at once: the nav through the session provider, the account header and
 * summary through the account data. `refresh` then brings the server-rendered session up to date
 * for later navigation; it runs once, after the last step of a save, so a refresh that raced an
 * unfinished step can never bring back the old picture or name.
 */
function useProfileUpdater() {
  const router = useRouter();
  const { updateUser } = useSession();
  const { mutate } = useSWRConfig();
  const show = (change: { username?: string; avatarUrl?: string | null }) => {
    updateUser(change);
    void mutate<AccountResponse>(
      ACCOUNT_KEY,
      (current) =>
        current && {
          account: {
            ...current.account,
            ...(change.username !== undefined ? { username: change.username } : {}),
            ...(change.avatarUrl !== undefined ? { avatar_url: change.avatarUrl } : {}),
          },
        },
      { revalidate: true },
    );
  };
  return { show, refresh: () => router.refresh() };
}

function DialogBody({ username, avatarUrl, onClose }: { username: string; avatarUrl: string | null; onClose: () => void }) {
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const profile = useProfileUpdater();
  const [name, setName] = useState(username);
  const [password, setPassword] = useState("");
  const [choice, setChoice] = useState<AvatarChoice>({ kind: "keep" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  // Set after a refusal; focused once the re-enabled field is on screen.
  const [focusTarget, setFocusTarget] = useState<{ field: "username" | "password" } | null>(null);

  useEffect(() => {
    if (!focusTarget || busy) return;
    (focusTarget.field === "username" ? nameInput : passwordInput).current?.focus();
  }, [focusTarget, busy]);

  // The preview's object URL lives as long as the choice.
  useEffect(() => {
    if (choice.kind !== "upload") return;
    const url = choice.previewUrl;
    return () => URL.revokeObjectURL(url);
  }, [choice]);

  const newName = sanitizeText(name);
  const nameChanged = name.trim() !== username;
  // A change of letter case only is the user's own name: the availability check would call it taken.
  const caseOnly = nameChanged && newName.toLowerCase() === username.toLowerCase();
  const nameRuleError = nameChanged ? validateUsername(name, { context: "settings" }) : null;
  const availability = useUsernameAvailability(nameChanged && !caseOnly && !nameRuleError ? name : "");
  const passwordRuleError = nameChanged ? validateLoginPassword(password) : null;
  const avatarChanged = choice.kind !== "keep";
  const nameError = nameRuleError ?? errors.username ?? (availability.status === "unavailable" ? availability.message : null);
  const nameNote = availability.status === "checking" ? "Checking availability..." : availability.status === "available" || availability.status === "error" ? availability.message : null;
  const canSave =
    !busy &&
    (nameChanged || avatarChanged) &&
    !nameError &&
    availability.status !== "checking" &&
    !passwordRuleError &&
    // A refused file leaves the previous (valid) avatar choice, so an avatar message never blocks.
    !errors.password;

  async function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setBusy(true);
    setErrors({});
    if (nameChanged) {
      const result = await saveUsername(newName, password);
      setPassword("");
      setPasswordTouched(false);
      if (!result.ok) {
        // Nothing was saved: the popup keeps what the user typed and chose.
        setErrors(result.errors);
        setBusy(false);
        setFocusTarget({ field: result.errors.username ? "username" : "password" });
        return;
      }
      profile.show({ username: result.username });
    }
    if (avatarChanged) {
      const result = choice.kind === "upload" ? await uploadAvatar(choice.file) : await deleteAvatar();
      if (!result.ok) {
        // The username (if any) is saved and shown; the avatar choice stays for another try.
        setErrors({ avatar: result.message });
        setBusy(false);
        if (nameChanged) profile.refresh();
        return;
      }
      profile.show({ avatarUrl: result.avatarUrl });
    }
    profile.refresh();
    notify.success(PROFILE_UPDATED);
    onClose();
  }

  return (
    <Dialog.Content
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        nameInput.current?.focus();
      }}
      onEscapeKeyDown={(event) => {
        if (busy) event.preventDefault();
      }}
      onInteractOutside={(event) => {
        if (busy) event.preventDefault();
      }}
      className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-slate-200 bg-white p-6 shadow-xl focus:outline-none"
    >
      <Dialog.Title className="text-lg font-semibold text-slate-900">Edit Profile</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-700">Change your username and avatar.</Dialog.Description>
      <form noValidate onSubmit={save} className="mt-5 space-y-5">
        <AvatarPicker
          username={nameChanged && !nameRuleError ? newName : username}
          currentUrl={avatarUrl}
          choice={choice}
          onChoice={setChoice}
          error={errors.avatar ?? null}
          onError={(message) => setErrors((e) => ({ ...e, avatar: message ?? undefined }))}
          disabled={busy}
        />
        <TextField
          id={`${id}-username`}
          ref={nameInput}
          label="Username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={name}
          error={nameError}
          hint={nameError ? null : nameNote}
          hintLive
          onChange={(e) => {
            setName(e.target.value);
            setErrors((prev) => ({ ...prev, username: undefined, form: undefined }));
          }}
          disabled={busy}
        />
        {nameChanged ? (
          <TextField
            id={`${id}-password`}
            ref={passwordInput}
            label="Current password"
            type="password"
            autoComplete="current-password"
            maxLength={LOGIN_PASSWORD_MAX}
            value={password}
            error={errors.password ?? (passwordTouched ? passwordRuleError : null)}
            hint={PASSWORD_FOR_USERNAME_HINT}
            onChange={(e) => {
              setPassword(e.target.value);
              setPasswordTouched(true);
              setErrors((prev) => ({ ...prev, password: undefined, form: undefined }));
            }}
            onBlur={() => setPasswordTouched(true)}
            disabled={busy}
          />
        ) : null}
        <div aria-live="assertive">
          {errors.form ? (
            <p role="alert" className={alertClass}>
              {errors.form}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Dialog.Close asChild>
            <button type="button" disabled={busy} className={secondaryButtonClass}>
              Cancel
            </button>
          </Dialog.Close>
          <button type="submit" disabled={!canSave} aria-busy={busy} className={primaryButtonClass}>
            {busy ? <Spinner /> : null}
            {busy ? "Saving..." : "Save"}
          </button>
        </div>
      </form>
    </Dialog.Content>
  );
}
