import { TextField } from "@/components/ui/TextField";
import { CATEGORY_FIELDS, type SupportCategory, type SupportFieldDef } from "@/lib/domain/support/fields";
import type { SupportFormValues } from "@/lib/domain/support/rules";
import { SelectField } from "./SelectField";
import type { SupportField } from "./use-support-form";

interface Props {
  idBase: string;
  category: SupportCategory;
  values: SupportFormValues;
  errorFor: (field: SupportField) => string | null;
  onChange: (field: SupportField, value: string) => void;
  onBlur: (field: SupportField) => void;
}

/**
 * The chosen category's own fields, from the same table the server validates
 * with: a field is marked '(optional)' exactly when the server does not require it.
 */
export function CategoryFields({ idBase, category, values, errorFor, onChange, onBlur }: Props) {
  return (
    <>
      {CATEGORY_FIELDS[category].map((def) => (
        <CategoryField
          key={`${category}-${def.key}`}
          def={def}
          id={`${idBase}-${def.key}`}
          value={values[def.key]}
          error={errorFor(def.key)}
          onChange={onChange}
          onBlur={onBlur}
        />
      ))}
    </>
  );
}

interface FieldProps {
  def: SupportFieldDef;
  id: string;
  value: string;
  error: string | null;
  onChange: Props["onChange"];
  onBlur: Props["onBlur"];
}

function CategoryField({ def, id, value, error, onChange, onBlur }: FieldProps) {
  const common = {
    id,
    name: def.key,
    label: def.label,
    optional: !def.required,
    required: def.required,
    hint: def.hint,
    error,
    value,
    onBlur: () => onBlur(def.key),
  };
  if (def.kind === "select") {
    return (
      <SelectField
        {...common}
        options={def.options ?? []}
        placeholder={def.placeholder ?? "Choose an option"}
        onChange={(e) => onChange(def.key, e.target.value)}
      />
    );
  }
  if (def.kind === "text") {
    return (
      <TextField
        {...common}
        multiline
        rows={6}
        placeholder={def.placeholder}
        onChange={(e) => onChange(def.key, e.target.value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      type={def.kind === "url" ? "url" : "text"}
      inputMode={def.kind === "url" ? "url" : undefined}
      autoComplete="off"
      placeholder={def.placeholder}
      onChange={(e) => onChange(def.key, e.target.value)}
    />
  );
}
