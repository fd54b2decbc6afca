import Link from "next/link";
import { DEVICE_CODE_MESSAGES } from "@/lib/domain/devices/verification-code";

/** /verify-device for a session whose device is approved already: nothing to enter, a way on. */
export function DeviceAlreadyVerified({ continueTo }: { continueTo: string }) {
  return (
    <section aria-labelledby="verify-device-title" className="mx-auto max-w-lg">
      <div className="space-y-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="space-y-2">
          <h1 id="verify-device-title" className="text-2xl font-semibold tracking-tight text-slate-900">
            Verify This Device
          </h1>
          <p className="text-sm text-slate-600">
            {DEVICE_CODE_MESSAGES.alreadyVerified} There is nothing more to do here.
          </p>
        </div>
        <div className="flex justify-end">
          <Link
            href={continueTo}
            className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            Continue
          </Link>
        </div>
      </div>
    </section>
  );
}
