import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { Logo } from "#app/components/ui/logo.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { paths } from "#app/site/paths.ts";
import { NavLinks } from "#app/components/layout/nav-links.tsx";

const MOBILE_MENU_ID = "mobile-menu";

const desktopItem = (current: boolean) =>
  cn(
    "flex min-h-11 items-center rounded-md px-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors",
    current ? "bg-forest-100 font-semibold text-forest-900" : "text-slate-700 hover:bg-forest-50 hover:text-forest-900",
  );

const mobileItem = (current: boolean) =>
  cn(
    "flex min-h-12 items-center rounded-lg px-4 text-lg font-medium",
    current ? "bg-forest-100 font-semibold text-forest-900" : "text-slate-800 hover:bg-forest-50",
  );

/**
 * The sticky header. The mobile menu is a native popover: the button opens and closes it, Escape,
 * a tap outside and the close button inside it close it, and the browser exposes its expanded
 * state, all before and without any JavaScript. Choosing an entry loads a new page, on which the menu starts closed.
 */
export function Header() {
  return (
    <header className="group/header sticky top-0 z-40 border-b border-forest-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4">
        <a href={paths.home} className="shrink-0 rounded-md">
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            <NavLinks itemClass={desktopItem} />
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <PhoneLink variant="header" />
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="inline-flex size-11 items-center justify-center rounded-lg border border-forest-200 text-forest-900 hover:bg-forest-50 xl:hidden"
          >
            <Icon name="menu" className="size-6 group-has-[#mobile-menu:popover-open]/header:hidden" />
            <Icon name="x" className="hidden size-6 group-has-[#mobile-menu:popover-open]/header:block" />
            <span className="sr-only">{siteCopy.menuButton}</span>
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none -translate-y-2 overflow-y-auto border-0 border-t border-forest-100 bg-white px-4 pt-2 pb-5 text-inherit opacity-0 shadow-lg transition-[opacity,translate,display,overlay] transition-discrete duration-150 backdrop:top-16 backdrop:bg-forest-950/30 open:translate-y-0 open:opacity-100 motion-reduce:transition-none xl:hidden starting:open:-translate-y-2 starting:open:opacity-0"
      >
        <ul className="flex flex-col gap-1">
          <NavLinks itemClass={mobileItem} />
        </ul>
        {/*
         * A visible way out inside the menu, after its entries (Tab from the menu button reaches
         * the first entry): on iOS 17.0 to 18.2 a tap outside a popover does not close it (WebKit bug 267688).
         */}
        <button
          type="button"
          popoverTarget={MOBILE_MENU_ID}
          popoverTargetAction="hide"
          className="mt-3 flex min-h-12 w-full items-center justify-center gap-2 rounded-lg border border-forest-200 text-base font-semibold text-forest-900 hover:bg-forest-50"
        >
          <Icon name="x" className="size-5" />
          {siteCopy.closeMenuButton}
        </button>
      </nav>
    </header>
  );
}
