/**
 * The business facts where every page shows them: the header with its call button, and the footer
 * (the site's Header and Footer), from the unsaved form, in a router of their own (./site-frame.tsx)
 * with the site's menu.
 */
import { Footer } from "#app/components/layout/footer.tsx";
import { Header } from "#app/components/layout/header.tsx";
import { BusinessContext } from "#app/components/ui/business-context.ts";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { mainMenu } from "#app/content/page-registry.ts";
import { shownBusiness } from "./preview-values.ts";
import { SiteFrame } from "./site-frame.tsx";

export default function BusinessPreview({ fields }: { fields: Record<string, unknown> }) {
  return (
    <BusinessContext value={shownBusiness(fields)}>
      <SiteFrame page={{ menu: mainMenu }}>
        {/* Edge to edge, as every page draws them. */}
        <div className="-mx-3 -my-6">
          <Header />
          <div className="bg-forest-800 px-4 py-8">
            <PhoneLink variant="button" />
          </div>
          <Footer />
        </div>
      </SiteFrame>
    </BusinessContext>
  );
}
