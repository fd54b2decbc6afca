/**
 * Durations in words for messages such as 'Too many login attempts. Please try again after
 * {time}.': "14:05" reads "14 minutes and 5 seconds", "0:30" reads "30 seconds".
 */

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

/** "1 hour, 2 minutes and 3 seconds"; zero parts are left out; 0 reads "0 seconds". */
export function durationInWords(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours) parts.push(plural(hours, "hour"));
  if (minutes) parts.push(plural(minutes, "minute"));
  if (seconds) parts.push(plural(seconds, "second"));
  if (parts.length === 0) return plural(0, "second");
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/**
 * Seconds in a clock-style time: "MM:SS" (minutes may exceed 59) or "H:MM:SS".
 * Null when the text is not such a time.
 */
export function parseClockTime(text: string): number | null {
  const match = /^\s*(?:(\d{1,4}):)?(\d{1,4}):(\d{1,2})\s*$/.exec(text);
  if (!match) return null;
  const hours = match[1] === undefined ? 0 : Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = Number(match[3]);
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return null;
  return hours * 3600 + minutes * 60 + seconds;
}

/** A clock-style time ("14:05") in words ("14 minutes and 5 seconds"), or null when unreadable. */
export function clockTimeInWords(text: string): string | null {
  const seconds = parseClockTime(text);
  return seconds === null ? null : durationInWords(seconds);
}
