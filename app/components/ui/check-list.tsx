import { Icon } from "./icon.tsx";

/** A list whose items each start with a check mark (what the client receives). */
export function CheckList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed">
          <Icon name="check" className="mt-0.5 size-5 shrink-0 text-river" />
          {item}
        </li>
      ))}
    </ul>
  );
}
