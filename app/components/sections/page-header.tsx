import type { ReactNode } from "react";

/** The top of an inner page: its one h1 and the introduction under it, on the page's left edge. */
export function PageHeader({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header className="wrap pt-8 pb-14 sm:pt-10 sm:pb-20">
      <h1 className="max-w-5xl text-title font-bold text-balance">{heading}</h1>
      <p className="mt-6 max-w-2xl text-lead text-muted text-pretty">{intro}</p>
      {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
    </header>
  );
}
