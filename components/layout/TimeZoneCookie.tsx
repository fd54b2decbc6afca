"use client";

import { useEffect } from "react";
import { rememberTimeZone } from "@/lib/client/time-zone";

/** Every page leaves the browser's UTC offset for the server (lib/client/time-zone.ts). */
export function TimeZoneCookie() {
  useEffect(() => rememberTimeZone(), []);
  return null;
}
