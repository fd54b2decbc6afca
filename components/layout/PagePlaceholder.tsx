/** A page whose screen arrives with a later issue: its route and guard are final already. */
export function PagePlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="space-y-3">
      <h1 id="page-title" className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h1>
      {children ? <div className="text-slate-600">{children}</div> : null}
    </section>
  );
}
