import { Logger } from "graphile-worker";
import { log } from "@/lib/log";

/**
 * graphile-worker's log lines through the app's structured log. Its own chatter (worker
 * connected, job completed) is debug; a failed attempt is a warning (it will be retried; the
 * outbox row records the error); anything else it calls an error stays an error.
 */
export const jobLogger = new Logger((scope) => (level, message, meta) => {
  const fields = {
    scope: scope.label ?? "worker",
    workerId: scope.workerId,
    taskIdentifier: scope.taskIdentifier,
    jobId: scope.jobId,
    ...(meta ?? {}),
  };
  const name = String(level);
  if (name === "error" && message.startsWith("Failed task"))
    log.warn("job attempt failed", { detail: message.split("\n")[0], ...fields });
  else if (name === "error") log.error(message, fields);
  else if (name === "warning") log.warn(message, fields);
  else log.debug(message, fields);
});
