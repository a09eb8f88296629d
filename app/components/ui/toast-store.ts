/**
 * The one toast the site shows at a time. A new toast replaces the current one,
 * so a quick second submission never stacks messages.
 */
export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: "default" | "destructive";
}

type Listener = () => void;

let current: ToastMessage | null = null;
let shownAny = false;
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(
  message: Omit<ToastMessage, "id" | "variant"> & { variant?: ToastMessage["variant"] },
) {
  current = { variant: "default", ...message, id: nextId++ };
  shownAny = true;
  emit();
}

export function dismissToast(id: number) {
  if (current?.id !== id) return;
  current = null;
  emit();
}

export const toastStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => current,
  getServerSnapshot: (): ToastMessage | null => null,
  /** Whether any toast was shown yet (its view stays mounted afterwards). */
  hasShownAny: () => shownAny,
};
