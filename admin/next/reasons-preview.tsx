/** The reasons to choose the business as pages list them (the site's IconItem, as "why choose us" bands draw each), from the unsaved form. */
import { IconItem } from "#app/components/ui/icon-item.tsx";
import { groupOf, iconOf, textOf } from "./preview-values.ts";

export default function ReasonsPreview({ fields }: { fields: Record<string, unknown> }) {
  const reasons = Object.entries(groupOf(fields.reasons)).map(([id, value]) => {
    const reason = groupOf(value);
    return { id, icon: iconOf(reason.icon), title: textOf(reason.title), description: textOf(reason.description) };
  });
  return (
    <div className="-mx-3 -my-6 bg-white px-4 py-8">
      <ul className="grid gap-8">
        {reasons.map(({ id, ...reason }) => (
          <IconItem key={id} item={reason} look="reason" />
        ))}
      </ul>
    </div>
  );
}
