import { Link } from "react-router";
import { mainMenu } from "~/content/navigation";
import { useCurrentCanonicalPath } from "./use-current-page";

/** The menu entries as list items; the entry for the current page is highlighted and marked current. */
export function NavLinks({ itemClass, onChoose }: { itemClass: (current: boolean) => string; onChoose?: () => void }) {
  const current = useCurrentCanonicalPath();
  return mainMenu.map((entry) => {
    const isCurrent = entry.href === current;
    return (
      <li key={entry.href}>
        <Link
          to={entry.href}
          aria-current={isCurrent ? "page" : undefined}
          className={itemClass(isCurrent)}
          onClick={onChoose}
        >
          {entry.label}
        </Link>
      </li>
    );
  });
}
