import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { business, telHref } from "~/content/business";
import { siteCopy } from "~/content/site-copy";
import { Logo } from "~/components/ui/logo";
import { NavLinks } from "./nav-links";
import { Icon } from "~/components/ui/icon";

const desktopItem = (current: boolean) =>
  `flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-[0.95rem] font-medium transition-colors ${
    current ? "bg-forest-100 text-forest-900 font-semibold" : "text-slate-700 hover:bg-forest-50 hover:text-forest-900"
  }`;

const mobileItem = (current: boolean) =>
  `flex min-h-12 items-center rounded-lg px-4 text-lg font-medium ${
    current ? "bg-forest-100 text-forest-900 font-semibold" : "text-slate-800 hover:bg-forest-50"
  }`;

export function Header() {
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on, so any route change closes it.
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const menuOpen = openOnPath === pathname;
  const setMenuOpen = (open: boolean) => setOpenOnPath(open ? pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOnPath(null);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-forest-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <Link to="/" className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            <NavLinks itemClass={desktopItem} />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={telHref}
            aria-label={`${siteCopy.callLabel} ${business.phone.display}`}
            className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-lg bg-sun-400 px-3.5 font-semibold text-forest-950 shadow-sm hover:bg-sun-300"
          >
            <Icon name="phone" className="size-5" />
            <span className="sm:hidden">{siteCopy.callLabel}</span>
            <span className="hidden sm:inline">{business.phone.display}</span>
          </a>
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-lg border border-forest-200 text-forest-900 hover:bg-forest-50 xl:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
            <span className="sr-only">{menuOpen ? siteCopy.closeMenuButton : siteCopy.menuButton}</span>
          </button>
        </div>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Mobile"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-forest-100 bg-white px-4 pb-5 pt-2 shadow-lg xl:hidden"
      >
        <ul className="flex flex-col gap-1">
          <NavLinks itemClass={mobileItem} onChoose={() => setMenuOpen(false)} />
        </ul>
      </nav>
    </header>
  );
}
