import { business } from "#app/content/business.ts";
import { IconItem } from "#app/components/ui/icon-item.tsx";

/** The business's four credentials (spec: diploma, AQF Level 3+, AS 4373-2007, full insurance). */
export function CredentialList() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {business.credentials.map((credential) => (
        <IconItem key={credential.title} item={{ icon: "badge-check", ...credential }} look="credential" />
      ))}
    </ul>
  );
}
