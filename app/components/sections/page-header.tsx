import type { ReactNode } from "react";

/** The top of an inner page: its one h1 and the introduction under it. */
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
    <header className="mx-auto max-w-4xl px-4 pt-10 pb-12 text-center sm:px-6">
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{heading}</h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted text-pretty">
        {intro}
      </p>
      {children && <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>}
    </header>
  );
}
