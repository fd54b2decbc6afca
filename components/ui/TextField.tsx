import type { InputHTMLAttributes, ReactNode, Ref, TextareaHTMLAttributes } from "react";
import { inputClass } from "./Input";

/**
 * One labelled form field: label (tied to the control by id), the control, an optional hint, and
 * a live message (error, or a success note such as 'Passwords match'). The hint and the message
 * are tied to the control with aria-describedby; an error also sets aria-invalid. The message sits
 * in a polite live region that is always present, so screen readers announce it when it appears.
 */
export const fieldLabelClass = "block text-sm font-medium text-slate-800";
export const fieldHintClass = "mt-1 text-sm text-slate-600";
export const fieldErrorClass = "mt-1 text-sm text-red-700";
const successClass = "mt-1 text-sm text-green-700";

export interface FieldFrameProps {
  /** The control's id; the hint and message ids derive from it. */
  id: string;
  label: ReactNode;
  /** Adds '(optional)' to the label. Required fields carry no marker. */
  optional?: boolean;
  hint?: ReactNode;
  /** Replaces the hint's neutral style (e.g. a green 'verified' note). */
  hintClassName?: string;
  /** The hint changes while the user types (availability checks): announce it. */
  hintLive?: boolean;
  /** Shown under the control; sets aria-invalid. */
  error?: string | null;
  /** Shown when there is no error. */
  success?: string | null;
  /** Mark the control invalid when its error is shown elsewhere (a form-level alert). */
  invalid?: boolean;
  /** More ids describing the control (a form-level alert, a checklist passed as children). */
  describedBy?: string;
  className?: string;
  /** Rendered after the message (checklists, strength meters). */
  children?: ReactNode;
}

export interface ControlAria {
  "aria-describedby": string | undefined;
  "aria-invalid": true | undefined;
}

/** The frame without the control, for controls other than inputs (selects). */
export function FieldFrame({ control, ...props }: FieldFrameProps & { control: (aria: ControlAria) => ReactNode }) {
  const {
    id,
    label,
    optional,
    hint,
    hintClassName,
    hintLive,
    error,
    success,
    invalid,
    describedBy,
    className,
    children,
  } = props;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const message = error
    ? { text: error, className: fieldErrorClass }
    : success
      ? { text: success, className: successClass }
      : null;
  const hasHint = hint !== undefined && hint !== null;
  const aria: ControlAria = {
    "aria-describedby":
      [describedBy, hasHint ? hintId : null, message ? messageId : null].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error || invalid ? true : undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={fieldLabelClass}>
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {control(aria)}
      {hasHint ? (
        <p id={hintId} aria-live={hintLive ? "polite" : undefined} className={hintClassName ?? fieldHintClass}>
          {hint}
        </p>
      ) : null}
      <div aria-live="polite">
        {message ? (
          <p id={messageId} className={message.className}>
            {message.text}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}

type FrameKeys = keyof FieldFrameProps;
type Controlled<T> = Omit<T, FrameKeys | "aria-describedby" | "aria-invalid">;
type InputFieldProps = FieldFrameProps &
  Controlled<InputHTMLAttributes<HTMLInputElement>> & { multiline?: false; ref?: Ref<HTMLInputElement> };
type TextareaFieldProps = FieldFrameProps &
  Controlled<TextareaHTMLAttributes<HTMLTextAreaElement>> & { multiline: true; ref?: Ref<HTMLTextAreaElement> };
export type TextFieldProps = InputFieldProps | TextareaFieldProps;

const FRAME_KEYS: readonly FrameKeys[] = [
  "id",
  "label",
  "optional",
  "hint",
  "hintClassName",
  "hintLive",
  "error",
  "success",
  "invalid",
  "describedBy",
  "className",
  "children",
];

/** Omit over each member of a union (the input's props, or the textarea's). */
type ControlOf<T> = T extends unknown ? Omit<T, FrameKeys> : never;

/** A field's props split into the frame's and the control's. */
function splitFrame<T extends FieldFrameProps>(props: T): [FieldFrameProps, ControlOf<T>] {
  const frame: Record<string, unknown> = {};
  const control: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (FRAME_KEYS.includes(key as FrameKeys) ? frame : control)[key] = value;
  }
  return [frame as unknown as FieldFrameProps, control as ControlOf<T>];
}

/** A text input, or a textarea with `multiline`; every other prop goes to the control. */
export function TextField(props: TextFieldProps) {
  const [frame, control] = splitFrame<TextFieldProps>(props);
  const { id, error, invalid } = frame;
  const styled = inputClass(Boolean(error) || Boolean(invalid), Boolean(control.readOnly));
  return (
    <FieldFrame
      {...frame}
      control={(aria) => {
        if (control.multiline) {
          const { multiline: _multiline, ...textarea } = control;
          // One to type in starts 8 lines tall; a read-only one is as tall as its text, broken anywhere.
          const sizing = textarea.readOnly
            ? "resize-none [field-sizing:content] [overflow-wrap:anywhere]"
            : "min-h-32 resize-y";
          return <textarea id={id} {...textarea} {...aria} className={`${styled} ${sizing}`} />;
        }
        const { multiline: _multiline, ...input } = control;
        return <input id={id} {...input} {...aria} className={styled} />;
      }}
    />
  );
}

/**
 * An email address field: the input type, mobile keyboard and autofill of every email field (label
 * 'Email' and name 'email' unless given); other props as TextField's.
 */
export function EmailField(props: Omit<InputFieldProps, "label" | "type" | "multiline"> & { label?: ReactNode }) {
  return <TextField label="Email" name="email" type="email" inputMode="email" autoComplete="email" {...props} />;
}
