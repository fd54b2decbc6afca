"use client";

import { ChangeEmailSection } from "./ChangeEmailSection";
import { CloseAccountSection } from "./CloseAccountSection";
import { DataSection } from "./DataSection";
import { TwoFactorSection } from "./TwoFactorSection";

/** The account's security sections: email, two-factor sign-in, the data download and closing the account. */
export function SecuritySections({ currentEmail }: { currentEmail: string | null }) {
  return (
    <>
      <ChangeEmailSection currentEmail={currentEmail} />
      <TwoFactorSection />
      <DataSection />
      <CloseAccountSection />
    </>
  );
}
