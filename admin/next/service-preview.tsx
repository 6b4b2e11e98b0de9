/** A service's card as the Services page shows it (the site's ServiceCard), from the unsaved form; or that it has no card. */
import { ServiceCard } from "#app/components/ui/service-card.tsx";
import { words } from "./editor-words.ts";
import { iconOf, textOf, textsOf } from "./preview-values.ts";

export default function ServicePreview({ fields }: { fields: Record<string, unknown> }) {
  const description = textOf(fields.description);
  const features = textsOf(fields.features);
  if (!description && features.length === 0) return <p className="text-base">{words.serviceWithoutCard}</p>;
  return (
    <div className="mx-auto max-w-sm">
      <ServiceCard card={{ title: textOf(fields.title), icon: iconOf(fields.icon), description, features }} />
    </div>
  );
}
