import type { ChangeEvent, ReactNode } from "react";

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
  /** Drawn after the label inside the pill (a count). */
  extra?: ReactNode;
  /** A tooltip: what the option means. */
  title?: string;
}

/**
 * One choice out of several, drawn as pills: real radio buttons (a fieldset with
 * its legend, arrow keys between options), so a choice made before the app runs,
 * or without it, is kept by the browser and read from the form. The inputs are
 * uncontrolled: React never resets what the visitor chose before hydration;
 * `onChange` hears every choice after it.
 */
export function FilterPills<Value extends string>({
  legend,
  name,
  options,
  defaultValue,
  onChange,
  testId,
  className = "",
}: {
  legend: string;
  /** The form field's name (the query parameter of a GET form). */
  name: string;
  options: readonly FilterOption<Value>[];
  defaultValue: Value;
  onChange?: (value: Value, event: ChangeEvent<HTMLInputElement>) => void;
  testId?: string;
  className?: string;
}) {
  return (
    // min-w-0: a fieldset is as wide as its content by default, and the row would widen the page.
    <fieldset className={`min-w-0 ${className}`.trim()}>
      <legend className="sr-only">{legend}</legend>
      {/* A row to swipe on a phone (the next pill shows at the edge, fading out); wrapping lines on wider screens. */}
      <div className="-mx-5 flex gap-2 overflow-x-auto px-5 py-1 [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:[mask-image:none]">
        {options.map((option) => (
          <label key={option.value} className="group relative" title={option.title}>
            <input
              type="radio"
              name={name}
              value={option.value}
              defaultChecked={option.value === defaultValue}
              onChange={onChange && ((event) => onChange(option.value, event))}
              data-testid={testId}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-full"
            />
            <span className="pointer-events-none inline-flex items-center gap-2 whitespace-nowrap rounded-full border border-line px-4 py-2 text-sm font-semibold text-fg transition-colors peer-checked:border-accent peer-checked:bg-accent peer-checked:text-accent-ink peer-hover:border-fg peer-checked:peer-hover:border-accent">
              {option.label}
              {option.extra}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
