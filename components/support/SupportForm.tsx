"use client";

import { useId } from "react";
import { EmailField, TextField } from "@/components/ui/TextField";
import {
  CATEGORY_LABELS,
  SUPPORT_CATEGORIES,
  SUPPORT_REPLY_TIME,
  defaultSubject,
  type SupportCategory,
} from "@/lib/domain/support/fields";
import { CategoryFields } from "./CategoryFields";
import { SelectField } from "./SelectField";
import { useSupportForm, type SentRequest, type SupportField } from "./use-support-form";
import { FormErrorRegion } from "@/components/ui/FormAlert";

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));
const primaryButtonClass =
  "inline-flex w-full items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto";

interface Props {
  initialEmail: string;
  initialCategory: SupportCategory | "";
  onSent: (sent: SentRequest) => void;
}

/** The support form: category, email, optional name, subject, the category's fields. */
export function SupportForm({ initialEmail, initialCategory, onSent }: Props) {
  const id = useId();
  const form = useSupportForm({ email: initialEmail, category: initialCategory }, onSent);
  const { values, errorFor, change, blur, busy, alert } = form;
  const fieldId = (field: SupportField) => `${id}-${field}`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await form.submit();
    if (invalid) document.getElementById(fieldId(invalid))?.focus();
  }

  const on = (field: SupportField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errorFor(field),
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(field, e.target.value),
    onBlur: () => blur(field),
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      className="space-y-5"
    >
      <div className="space-y-2">
        <h1 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Contact Support
        </h1>
        <p id={`${id}-intro`} className="text-slate-600">
          Questions about billing, a technical problem, or content you want removed: tell us, and we will answer within{" "}
          {SUPPORT_REPLY_TIME}. All fields are required unless marked (optional).
        </p>
      </div>
      <FormErrorRegion message={alert} />
      <SelectField
        {...on("category")}
        label="Category"
        required
        options={CATEGORY_OPTIONS}
        placeholder="Choose a category"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <EmailField {...on("email")} required />
        <TextField {...on("name")} label="Name" optional autoComplete="name" />
      </div>
      <TextField
        {...on("subject")}
        label="Subject"
        optional
        placeholder={values.category ? defaultSubject(values.category) : "Support Request"}
        hint="Leave it empty to use the subject shown."
      />
      {values.category ? (
        <fieldset className="space-y-5">
          <legend className="sr-only">{CATEGORY_LABELS[values.category]} details</legend>
          <CategoryFields
            idBase={id}
            category={values.category}
            values={values}
            errorFor={errorFor}
            onChange={change}
            onBlur={blur}
          />
        </fieldset>
      ) : null}
      <button type="submit" disabled={busy} aria-busy={busy} className={primaryButtonClass}>
        {busy ? (
          <span
            aria-hidden="true"
            className="inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        ) : null}
        {busy ? "Sending..." : "Send Request"}
      </button>
    </form>
  );
}
