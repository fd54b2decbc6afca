import * as Dialog from "@radix-ui/react-dialog";

const PLACEMENT = {
  /** In the flow of the dialog's header, beside its title. */
  inline: "-m-1 rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800",
  /** Pinned to the dialog's top-right corner (its header needs room for it: `pr-8`). */
  corner:
    "absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900",
} as const;

/** The × that closes a Radix dialog, named 'Close' for assistive technology. */
export function DialogCloseButton({ placement = "inline" }: { placement?: keyof typeof PLACEMENT }) {
  return (
    <Dialog.Close aria-label="Close" className={PLACEMENT[placement]}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
        <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
      </svg>
    </Dialog.Close>
  );
}
