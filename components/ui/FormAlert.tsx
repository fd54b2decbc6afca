import type { Ref } from "react";

const TONE_CLASS = {
  error: "rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800",
  success: "rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900",
} as const;

/** The class of a form's error or success block, for blocks that hold more than one line. */
export const formAlertClass = (tone: keyof typeof TONE_CLASS = "error") => TONE_CLASS[tone];

interface FormAlertProps {
  /** Nothing is rendered without a message. */
  message: string | null | undefined;
  tone?: keyof typeof TONE_CLASS;
  id?: string;
  /** Set with `focusable` to move focus to the message after a failed submit. */
  ref?: Ref<HTMLParagraphElement>;
  focusable?: boolean;
}

/**
 * A form's message: an error is announced at once (role alert), a success politely (role status).
 */
export function FormAlert({ message, tone = "error", id, ref, focusable = false }: FormAlertProps) {
  if (!message) return null;
  return (
    <p
      ref={ref}
      id={id}
      tabIndex={focusable ? -1 : undefined}
      role={tone === "error" ? "alert" : "status"}
      className={TONE_CLASS[tone]}
    >
      {message}
    </p>
  );
}

/**
 * A form's error slot: an assertive live region that is always present (so a message that appears
 * in it is announced), holding the FormAlert while there is a message.
 */
export function FormErrorRegion(props: Omit<FormAlertProps, "tone">) {
  return (
    <div aria-live="assertive">
      <FormAlert {...props} />
    </div>
  );
}
