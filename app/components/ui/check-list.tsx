import { Icon } from "./icon.tsx";

const sizes = {
  regular: { item: "flex gap-3 leading-relaxed", icon: "mt-0.5 size-5 shrink-0 text-accent" },
  small: { item: "flex gap-2", icon: "mt-0.5 size-4 shrink-0 text-accent" },
} as const;

/** A list whose items each start with a check mark (results, deliverables, what a price includes). */
export function CheckList({
  items,
  className,
  size = "regular",
}: {
  items: readonly string[];
  className: string;
  size?: keyof typeof sizes;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={sizes[size].item}>
          <Icon name="check" className={sizes[size].icon} />
          {item}
        </li>
      ))}
    </ul>
  );
}
