import { business } from "#app/content/business.ts";
import type { ContactContent } from "#app/content/model/pages.ts";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Card } from "#app/components/ui/card.tsx";

/** How to reach the business: phone, email, area and hours. */
export function ContactDetailsCard({ details }: { details: ContactContent["details"] }) {
  return (
    <Card as="section" aria-labelledby="contact-details-heading" className="p-6">
      <h2 id="contact-details-heading" className="text-xl font-bold text-forest-900">
        {details.heading}
      </h2>
      <ul className="mt-4 space-y-3 text-slate-700">
        <li>
          <PhoneLink variant="listed" className="gap-3 text-lg font-bold text-forest-800" iconClassName="size-5 text-forest-600" />
        </li>
        <li>
          <a
            href={`mailto:${business.email}`}
            className="inline-flex min-h-11 items-center gap-3 font-semibold break-all text-forest-800 hover:underline"
          >
            <Icon name="mail" className="size-5 shrink-0 text-forest-600" />
            <span>
              <span className="sr-only">{details.emailLabel}: </span>
              {business.email}
            </span>
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Icon name="file-text" className="size-5 shrink-0 text-forest-600" />
          {details.quotesLine}
        </li>
        <li className="flex items-center gap-3">
          <Icon name="map-pin" className="size-5 shrink-0 text-forest-600" />
          {business.region} {business.address.region}
        </li>
        <li className="flex items-center gap-3">
          <Icon name="clock" className="size-5 shrink-0 text-forest-600" />
          {details.hoursLine}
        </li>
      </ul>
    </Card>
  );
}

/** For a tree down right now: call, don't fill in a form. */
export function EmergencyCard({ emergency }: { emergency: ContactContent["emergency"] }) {
  return (
    <section aria-labelledby="emergency-heading" className="rounded-2xl bg-forest-900 p-6 text-white shadow-sm">
      <h2 id="emergency-heading" className="flex items-center gap-2 text-xl font-bold">
        <Icon name="siren" className="size-6 text-sun-300" />
        {emergency.heading}
      </h2>
      <p className="mt-2 text-forest-100">{emergency.text}</p>
      <PhoneLink variant="button" className="mt-4 w-full" />
    </section>
  );
}
