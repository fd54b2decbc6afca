"use client";

import { api, errorMessage } from "@/lib/client/api";

/** A failed GET: the server's `error` field (or a generic text) and the HTTP status. */
export class RequestFailure extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = "RequestFailure";
  }
}

/** The SWR fetcher of the board hooks: GET through the app's client (CSRF, 401 handling). */
export async function getJson<T>(path: string): Promise<T> {
  const res = await api<T>(path);
  if (!res.ok || res.data === null) throw new RequestFailure(errorMessage(res, "The request failed."), res.status);
  return res.data;
}
