/** The fault drills `npm run test:faults` runs, in order. */
import { batchCrashDrill, pipelineCrashDrill } from "./crash";
import { databaseOutageDrill } from "./database-outage";
import type { DrillResult } from "./drill";
import { smtpOutageDrill } from "./smtp-outage";
import { stripeOutageDrill } from "./stripe-outage";

export const DRILLS: Record<string, () => Promise<DrillResult>> = {
  "database-outage": databaseOutageDrill,
  "smtp-outage": smtpOutageDrill,
  "stripe-outage": stripeOutageDrill,
  "batch-crash": batchCrashDrill,
  "pipeline-crash": pipelineCrashDrill,
};
