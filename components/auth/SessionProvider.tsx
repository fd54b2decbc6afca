"use client";

import { createContext, useContext } from "react";

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

const SessionContext = createContext<SessionValue>({ user: null, expiresAt: null });

/** The session the server checked for this page, for client components (nav, banners). */
export function SessionProvider({ value, children }: { value: SessionValue; children: React.ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  return useContext(SessionContext);
}
