import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { paths } from "#app/site/paths.ts";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { LogoMark } from "#app/components/ui/logo.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { usePageContext } from "#app/layout-data/page-context.ts";
import { useBusiness } from "#app/components/ui/business-context.ts";

export function Footer() {
  const { footer } = siteCopy;
  const { menu } = usePageContext();
  const business = useBusiness();
  return (
    <footer className="bg-forest-950 text-forest-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2.5 text-lg font-bold text-white">
            <LogoMark className="size-8" />
            {business.name}
          </p>
          <p className="mt-4 max-w-sm text-forest-200">{footer.blurb}</p>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="text-base font-semibold text-white">{footer.quickLinksHeading}</h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 md:grid-cols-1">
            {menu.map((entry) => (
              <li key={entry.href}>
                <a href={entry.href} className="inline-flex min-h-11 items-center text-forest-200 hover:text-white hover:underline">
                  {entry.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-base font-semibold text-white">{footer.contactHeading}</h2>
          <ul className="mt-3 space-y-2 text-forest-200">
            <li>
              <PhoneLink variant="listed" className="gap-2 font-semibold text-sun-300" />
            </li>
            <li>{footer.quotesLine}</li>
            <li className="flex items-center gap-2">
              <Icon name="map-pin" className="size-5" />
              {business.region} {business.address.region}
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-forest-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-4 py-3 text-sm text-forest-300">
          <p>
            © {business.foundingCopyright} {business.name}. {footer.rights}
          </p>
          <a href={paths.privacy} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
            {footer.privacyLink}
          </a>
        </div>
      </div>
    </footer>
  );
}
