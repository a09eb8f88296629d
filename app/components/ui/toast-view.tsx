import * as Toast from "@radix-ui/react-toast";
import { useRef } from "react";
import { useLanguage } from "../../i18n/context.tsx";
import { CloseIcon } from "./control-icons.tsx";
import { dismissToast, type ToastMessage } from "./toast-store.ts";

/**
 * The toast itself (Radix Toast: announced to screen readers, swipe and Escape
 * to close, F8 to reach it). A toast closed while it had focus gives focus back
 * to where the visitor was before F8, not to the emptied list.
 */
export default function ToastView({ message }: { message: ToastMessage | null }) {
  const { t } = useLanguage();
  const viewport = useRef<HTMLOListElement>(null);
  const cameFrom = useRef<HTMLElement | null>(null);
  return (
    <Toast.Provider label={t.toast.region} duration={6000}>
      {message && (
        <Toast.Root
          key={message.id}
          type={message.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (open) return;
            dismissToast(message.id);
            if (viewport.current?.contains(document.activeElement)) cameFrom.current?.focus();
          }}
          className={`relative flex w-full flex-col gap-1 rounded-xl border p-4 pr-12 shadow-2xl shadow-black/50 ${
            message.variant === "destructive"
              ? "border-danger/60 bg-[#3a1216] text-fg"
              : "border-line bg-panel-strong text-fg"
          }`}
        >
          <Toast.Title className="font-semibold">{message.title}</Toast.Title>
          {message.description && (
            <Toast.Description className="text-sm text-muted">
              {message.description}
            </Toast.Description>
          )}
          <Toast.Close
            aria-label={t.toast.close}
            className="absolute top-2 right-2 inline-flex h-9 w-9 items-center justify-center rounded-md text-muted hover:text-fg"
          >
            <CloseIcon size={16} />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        ref={viewport}
        label={t.toast.viewport}
        onFocus={(event) => {
          const from = event.relatedTarget;
          if (from instanceof HTMLElement && !event.currentTarget.contains(from)) {
            cameFrom.current = from;
          }
        }}
        className="fixed right-0 bottom-0 z-[70] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
