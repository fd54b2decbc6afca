"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/Spinner";

const SecuritySections = dynamic(() => import("./SecuritySections").then((m) => m.SecuritySections), {
  ssr: false,
  loading: () => <Spinner />,
});

/**
 * Where the security sections go. They sit below the fold, so their code loads only when the user
 * scrolls near them: the account page's first load stays within its JavaScript budget.
 */
export function SecuritySectionsSlot({ currentEmail }: { currentEmail: string | null }) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={slot} id="account-security" className="min-h-48 space-y-8">
      {near ? <SecuritySections currentEmail={currentEmail} /> : null}
    </div>
  );
}
