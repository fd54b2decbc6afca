import { secondaryButtonClass } from "./Button";
import { formAlertClass } from "./FormAlert";

/** An error with a retry button, for a section whose data could not be loaded; announced at once. */
export function LoadError({
  message,
  onRetry,
  retryLabel = "Retry",
}: {
  message: string;
  onRetry: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className={`flex flex-wrap items-center justify-between gap-3 ${formAlertClass()}`}>
      <span>{message}</span>
      <button type="button" onClick={onRetry} className={secondaryButtonClass}>
        {retryLabel}
      </button>
    </div>
  );
}
