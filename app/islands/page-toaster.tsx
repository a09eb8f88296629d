/**
 * The page's one toast region. Each form is an island of its own, so the
 * first island that needs it mounts it (into <body>, inside that island's
 * tree, so with its language). Toasts from any island show there: they share
 * one store (components/ui/toast-store.ts).
 */
import { type ComponentType, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { Toaster } from "../components/ui/toaster.tsx";

let claimed = false;

function PageToaster() {
  const [owner, setOwner] = useState(false);
  // After hydration: the page's HTML has no toast region to match.
  useEffect(() => {
    if (claimed) return;
    claimed = true;
    setOwner(true);
  }, []);
  return owner ? createPortal(<Toaster />, document.body) : null;
}

/** `Component` with the page's toast region, for an island that shows toasts. */
export function withPageToaster<Props extends object>(Component: ComponentType<Props>) {
  function WithPageToaster(props: Props) {
    return (
      <>
        <Component {...props} />
        <PageToaster />
      </>
    );
  }
  WithPageToaster.displayName = `WithPageToaster(${Component.displayName ?? Component.name})`;
  return WithPageToaster;
}
