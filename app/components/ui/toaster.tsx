import { lazy, Suspense, useSyncExternalStore } from "react";
import { toastStore } from "./toast-store.ts";

// Most visits never see a toast: its code loads with the first one and then stays mounted.
const ToastView = lazy(() => import("./toast-view.tsx"));

/** Shows the current toast (one at a time; see toast-store.ts). */
export function Toaster() {
  const message = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getSnapshot,
    toastStore.getServerSnapshot,
  );
  if (!message && !toastStore.hasShownAny()) return null;
  return (
    <Suspense fallback={null}>
      <ToastView message={message} />
    </Suspense>
  );
}
