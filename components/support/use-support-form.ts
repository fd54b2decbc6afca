"use client";

import { useState } from "react";
import type { SupportSubmitResponse } from "@/lib/contracts/accounts";
import { api, errorMessage } from "@/lib/client/api";
import { CATEGORY_FIELDS, type SupportCategory } from "@/lib/domain/support/fields";
import {
  emptySupportForm,
  supportFormErrors,
  type SupportFormErrors,
  type SupportFormValues,
} from "@/lib/domain/support/rules";

export const SUPPORT_SEND_FAILED = "Your request could not be sent. Please try again.";

export type SupportField = keyof SupportFormValues;

export interface SentRequest {
  id: number;
  email: string;
  subject: string;
}

interface ErrorBody {
  error?: string;
  errors?: Record<string, string[]>;
}

/** Only the chosen category's fields go out; the others stay in the form in case the user switches back. */
function requestBody(values: SupportFormValues) {
  const category = values.category as SupportCategory;
  const fields = Object.fromEntries(CATEGORY_FIELDS[category].map((def) => [def.key, values[def.key]]));
  return { category, email: values.email, name: values.name, subject: values.subject, ...fields };
}

/** The fields in the order the form shows them. */
export function fieldOrder(category: SupportCategory | ""): SupportField[] {
  return ["category", "email", "name", "subject", ...(category ? CATEGORY_FIELDS[category].map((def) => def.key) : [])];
}

/** The first message per field of a 400's `errors`. */
function firstErrors(errors: Record<string, string[]> | undefined): SupportFormErrors {
  return Object.fromEntries(
    Object.entries(errors ?? {}).map(([key, messages]) => [key, messages[0]]),
  ) as SupportFormErrors;
}

/**
 * The support form's state: values, live errors from the shared schema (shown once a field was
 * left non-empty, or after a submit attempt), errors the server sent back (until that field
 * changes), and the submit itself. Values are never cleared by a failed submit.
 */
export function useSupportForm(
  initial: { email: string; category: SupportCategory | "" },
  onSent: (sent: SentRequest) => void,
) {
  const [values, setValues] = useState<SupportFormValues>(() => emptySupportForm(initial.category, initial.email));
  const [touched, setTouched] = useState<Partial<Record<SupportField, boolean>>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<SupportFormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const liveErrors = supportFormErrors(values);
  const errorFor = (field: SupportField): string | null =>
    serverErrors[field] ?? ((attempted || touched[field]) && liveErrors[field] ? liveErrors[field] : null);

  function change(field: SupportField, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  }

  function blur(field: SupportField) {
    if (values[field] !== "") setTouched((t) => ({ ...t, [field]: true }));
  }

  /** Returns the first invalid field (to focus), or null when the request went out. */
  async function submit(): Promise<SupportField | null> {
    if (busy) return null;
    setAttempted(true);
    const invalid = fieldOrder(values.category).find((field) => liveErrors[field]);
    if (invalid) return invalid;
    setBusy(true);
    setAlert(null);
    try {
      const res = await api<SupportSubmitResponse & ErrorBody>("/api/accounts/support/submit/", {
        method: "POST",
        body: requestBody(values),
        allowUnauthenticated: true,
      });
      if (res.ok && res.data?.success) {
        onSent({ id: res.data.id, email: values.email.trim().toLowerCase(), subject: res.data.subject });
        return null;
      }
      const fieldErrors = firstErrors(res.data?.errors);
      setServerErrors(fieldErrors);
      setAlert(errorMessage(res, SUPPORT_SEND_FAILED));
      setBusy(false);
      return fieldOrder(values.category).find((field) => fieldErrors[field]) ?? null;
    } catch {
      setAlert(SUPPORT_SEND_FAILED);
      setBusy(false);
      return null;
    }
  }

  return { values, errorFor, change, blur, submit, busy, alert };
}
