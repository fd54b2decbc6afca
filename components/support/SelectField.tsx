import type { SelectHTMLAttributes } from "react";
import { inputClass } from "@/components/ui/Input";
import { FieldFrame, type FieldFrameProps } from "@/components/ui/TextField";

interface Props
  extends
    FieldFrameProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof FieldFrameProps | "aria-describedby" | "aria-invalid"> {
  options: readonly { value: string; label: string }[];
  /** The empty first option ("Choose ..."). */
  placeholder: string;
}

/** A native select in the same frame as TextField (label, hint, live error). */
export function SelectField({ id, label, optional, hint, error, options, placeholder, ...select }: Props) {
  return (
    <FieldFrame
      id={id}
      label={label}
      optional={optional}
      hint={hint}
      error={error}
      control={(aria) => (
        <select id={id} {...select} {...aria} className={inputClass(Boolean(error))}>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
