"use client";

import { api, errorMessage } from "@/lib/client/api";

/** A failed load: the server's `error` field, else the fallback; the HTTP status when there was one. */
export class LoadFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "LoadFailure";
  }
}

/** The SWR fetcher of the account hooks: GET through the app's client (401 handling included). */
export async function fetchJson<T>(path: string, fallback: string): Promise<T> {
  const res = await api<T>(path);
  if (!res.ok || res.data === null) throw new LoadFailure(errorMessage(res, fallback), res.status);
  return res.data;
}
