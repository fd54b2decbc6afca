import { z } from "zod";

// Runs in the browser before any of the app's modules. The pages' Content-Security-Policy
// (proxy.ts) forbids evaluating strings, and zod probes for that with `new Function("")` when it
// builds its first object schema: the browser reports the probe as a violation even though zod
// catches the error. jitless skips the probe; zod then parses as it does without eval (same
// results, no compiled fast path). The server keeps the fast path.
z.config({ jitless: true });
