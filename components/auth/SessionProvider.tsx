"use client";

import { createContext, useCallback, useContext, useMemo, useState } from "react";

export interface ClientUser {
  username: string;
  email: string;
  avatarUrl: string | null;
}

interface SessionValue {
  user: ClientUser | null;
  /** ISO time the session ends; the expiry banner counts down to it. */
  expiresAt: string | null;
}

interface SessionContextValue extends SessionValue {
  /**
   * Shows a change the server has already saved (a new username or avatar) everywhere at once,
   * without a reload. It lasts until the server sends a new session value, which then has it too.
   */
  updateUser: (change: Partial<ClientUser>) => void;
}

const SessionContext = createContext<SessionContextValue>({ user: null, expiresAt: null, updateUser: () => undefined });

/** The session the server checked for this page, for client components (nav, banners). */
export function SessionProvider({ value, children }: { value: SessionValue; children: React.ReactNode }) {
  const [edit, setEdit] = useState<{ base: SessionValue; change: Partial<ClientUser> } | null>(null);
  // A change made on top of an older server value is dropped: the newer value already includes it.
  const change = edit?.base === value ? edit.change : null;
  const updateUser = useCallback(
    (next: Partial<ClientUser>) =>
      setEdit((current) => ({ base: value, change: { ...(current?.base === value ? current.change : {}), ...next } })),
    [value],
  );
  const context = useMemo(
    () => ({ ...value, user: value.user && change ? { ...value.user, ...change } : value.user, updateUser }),
    [value, change, updateUser],
  );
  return <SessionContext.Provider value={context}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  return useContext(SessionContext);
}
