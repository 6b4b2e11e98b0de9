import type { IconName } from "#app/content/icon-names.ts";
import { Card } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

export interface IconItemContent {
  icon: IconName;
  title: string;
  description: string;
}

/** How each kind of list shows its items. `badge` frames the icon; `stacked` puts it above the title. */
const looks = {
  /** A point in a "why choose us" list: icon in a green disc beside the text. */
  reason: {
    card: false,
    item: "flex gap-4",
    badge: "inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-forest-700 text-white",
    icon: undefined,
    stacked: false,
    title: "text-lg font-bold text-forest-900",
    text: "mt-1 text-slate-600",
  },
  /** A credential: a card with a bare tick beside the text. */
  credential: {
    card: true,
    item: "flex gap-4 p-5",
    badge: undefined,
    icon: "size-7 shrink-0 text-forest-600",
    stacked: false,
    title: "font-bold text-forest-900",
    text: "mt-1 text-slate-600",
  },
  /** An emergency situation: a card with the icon in an amber square above the title. */
  situation: {
    card: true,
    item: "p-6",
    badge: "inline-flex size-12 items-center justify-center rounded-xl bg-sun-400/25 text-sun-600",
    icon: "size-6 text-forest-900",
    stacked: true,
    title: "mt-4 text-xl font-bold text-forest-900",
    text: "mt-2 text-slate-600",
  },
} as const;

/** An icon with a short title and a line of text, as a list item. */
export function IconItem({ item, look }: { item: IconItemContent; look: keyof typeof looks }) {
  const style = looks[look];
  const icon = <Icon name={item.icon} className={style.icon} />;
  const words = (
    <>
      <h3 className={style.title}>{item.title}</h3>
      <p className={style.text}>{item.description}</p>
    </>
  );
  const body = (
    <>
      {style.badge ? <span className={style.badge}>{icon}</span> : icon}
      {style.stacked ? words : <div>{words}</div>}
    </>
  );
  return style.card ? (
    <Card as="li" className={style.item}>
      {body}
    </Card>
  ) : (
    <li className={style.item}>{body}</li>
  );
}
