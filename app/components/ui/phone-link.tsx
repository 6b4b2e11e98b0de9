import { business, telHref } from "#app/content/business.ts";
import { islandCopy } from "#app/words-in-code/island-copy.ts";
import { cn } from "#app/lib/cn.ts";
import { actionClass } from "#app/components/ui/action-class.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { useBusiness } from "#app/components/ui/business-context.ts";

type PhoneLinkProps = { className?: string } & (
  | /** The amber call button, the site's one call-to-action colour: "{label} {phone}". */
    { variant: "button"; label?: string }
    /** The header's compact button: "Call" on a phone, the number from the sm breakpoint up. */
  | { variant: "header" }
  /** The number with its icon, in contact lists. */
  | { variant: "listed"; iconClassName?: string }
  /** A link inside a sentence, its words written around the number by the copy. */
  | { variant: "inline"; text: (phone: string) => string }
);

const amber = "bg-sun-400 text-forest-950 shadow-sm hover:bg-sun-300";

/** Every link that rings the business: one number, one tel: address, styled for where it sits. */
export function PhoneLink(props: PhoneLinkProps) {
  const shown = useBusiness();
  const phone = shown.phone.display;
  const dial = `tel:${shown.phone.e164}`;
  switch (props.variant) {
    case "button":
      return (
        <a href={dial} className={cn(actionClass, amber, props.className)}>
          <Icon name="phone" className="size-5" />
          <span>
            {props.label ?? islandCopy.callLabel} {phone}
          </span>
        </a>
      );
    case "header":
      return (
        <a
          href={dial}
          aria-label={`${islandCopy.callLabel} ${phone}`}
          className={cn(
            "inline-flex min-h-11 items-center gap-2 rounded-lg px-3.5 font-semibold whitespace-nowrap",
            amber,
            props.className,
          )}
        >
          <Icon name="phone" className="size-5" />
          <span className="sm:hidden">{islandCopy.callLabel}</span>
          <span className="hidden sm:inline">{phone}</span>
        </a>
      );
    case "listed":
      return (
        <a href={dial} className={cn("inline-flex min-h-11 items-center hover:underline", props.className)}>
          <Icon name="phone" className={props.iconClassName ?? "size-5"} />
          {phone}
        </a>
      );
    case "inline":
      return (
        <a href={dial} className={props.className}>
          {props.text(phone)}
        </a>
      );
  }
}

/** A sentence that names the business's number, with the number a call link where it appears. */
export function PhoneInText({ text, className }: { text: string; className?: string }) {
  const phone = business.phone.display;
  const at = text.indexOf(phone);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <a href={telHref} className={className}>
        {phone}
      </a>
      {text.slice(at + phone.length)}
    </>
  );
}
