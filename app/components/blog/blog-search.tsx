import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { SEARCH_DELAY_MS, SEARCH_SUGGESTIONS } from "../../blog/search.ts";
import { useLanguage } from "../../i18n/context.tsx";
import { Icon } from "../ui/icon.tsx";

interface BlogSearchProps {
  /** The form field's name (the blog's filter form is a GET form: see blog/blog-filters.ts). */
  name: string;
  /** The applied query (after the pause); setting it from outside also updates the field. */
  value: string;
  onSearch: (query: string) => void;
  /** Called when the field gets focus: the time to start loading what the search needs. */
  onFirstUse?: () => void;
}

/**
 * The blog search box: changes are applied after a 300 ms pause, the clear
 * button applies at once, and while the field is not empty a list of suggested
 * searches opens as the visitor types (an ARIA combobox with a listbox): it
 * closes when one is chosen, on Escape or when focus leaves, and opens again
 * with the next keystroke or Alt+Down. The field is the browser's own
 * (uncontrolled): what a visitor types before the app runs stays in it, and is
 * searched for as soon as the app takes over.
 */
export function BlogSearch({ name, value, onSearch, onFirstUse }: BlogSearchProps) {
  const { t } = useLanguage();
  const [text, setText] = useState(value);
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  /** The last query handed to onSearch: a `value` other than it was set from outside. */
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const inputId = useId();
  const open = expanded && text.length > 0;

  useEffect(() => {
    if (value.trim() === sent.current.trim()) return;
    sent.current = value;
    setText(value);
    if (input.current && input.current.value.trim() !== value.trim()) input.current.value = value;
  }, [value]);

  // Typed before the app ran: the field already holds it.
  useEffect(() => {
    if (input.current) setText(input.current.value);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (query: string) => {
    sent.current = query;
    onSearch(query);
  };

  const applyNow = (query: string) => {
    window.clearTimeout(timer.current);
    if (input.current) input.current.value = query;
    setText(query);
    search(query);
  };

  const change = (query: string) => {
    setText(query);
    setExpanded(true);
    setActive(-1);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => search(query), SEARCH_DELAY_MS);
  };

  const close = () => {
    setExpanded(false);
    setActive(-1);
  };

  const choose = (suggestion: string) => {
    applyNow(suggestion);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) {
      if (event.key === "ArrowDown" && text.length > 0) {
        event.preventDefault();
        setExpanded(true);
      }
      return;
    }
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((index) => (index + 1) % SEARCH_SUGGESTIONS.length);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => (index <= 0 ? SEARCH_SUGGESTIONS.length - 1 : index - 1));
    } else if (event.key === "Enter") {
      const suggestion = SEARCH_SUGGESTIONS[active];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      } else {
        applyNow(text);
      }
    } else if (event.key === "Escape") {
      // Closes the list only; the field keeps its text (a second Escape clears a search field).
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative w-full max-w-xl">
      <label htmlFor={inputId} className="sr-only">
        {t.blog.searchLabel}
      </label>
      <Icon
        name="search"
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
      />
      <input
        ref={input}
        id={inputId}
        name={name}
        type="search"
        role="combobox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        defaultValue={value}
        placeholder={t.blog.searchPlaceholder}
        onChange={(event) => change(event.target.value)}
        onFocus={() => {
          setExpanded(true);
          onFirstUse?.();
        }}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="w-full rounded-full border border-line bg-panel py-3 pr-12 pl-11 text-fg placeholder:text-muted focus:border-accent [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            applyNow("");
            input.current?.focus();
          }}
          aria-label={t.blog.clearInput}
          className="absolute top-1/2 right-2 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-panel-strong hover:text-fg"
        >
          <span aria-hidden="true">✕</span>
        </button>
      )}
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t.blog.suggestionsLabel}
          className="absolute inset-x-0 top-full z-20 mt-2 overflow-hidden rounded-2xl border border-line bg-panel-strong py-2 shadow-xl"
        >
          {SEARCH_SUGGESTIONS.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: options of a combobox listbox are reached with the arrow keys from the input
            <div
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={active === index}
              // Chosen on mousedown so the input's blur does not close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
              className={`cursor-pointer px-5 py-2 ${active === index ? "bg-accent text-accent-ink" : "hover:bg-panel"}`}
            >
              {suggestion}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
