import { isCurrentEntry, mainMenu } from "#app/content/navigation.ts";
import { useCurrentCanonicalPath } from "#app/components/layout/use-current-page.ts";

/** The menu entries as list items; the entry for the current page is highlighted and marked current. */
export function NavLinks({ itemClass }: { itemClass: (current: boolean) => string }) {
  const current = useCurrentCanonicalPath();
  return mainMenu.map((entry) => {
    const isCurrent = isCurrentEntry(entry, current);
    return (
      <li key={entry.href}>
        <a href={entry.href} aria-current={isCurrent ? "page" : undefined} className={itemClass(isCurrent)}>
          {entry.label}
        </a>
      </li>
    );
  });
}
