import { useCurrentCanonicalPath } from "#app/components/layout/use-current-page.ts";
import { usePageContext, type MenuEntry } from "#app/layout-data/page-context.ts";

/** Whether an entry is the current page's: its own path, or any page of its section. */
function isCurrentEntry(entry: MenuEntry, canonicalPath: string): boolean {
  if (entry.href === canonicalPath) return true;
  return entry.section !== undefined && (canonicalPath === entry.section || canonicalPath.startsWith(`${entry.section}/`));
}

/** The menu entries as list items; the entry for the current page is highlighted and marked current. */
export function NavLinks({ itemClass }: { itemClass: (current: boolean) => string }) {
  const current = useCurrentCanonicalPath();
  return usePageContext().menu.map((entry) => {
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
