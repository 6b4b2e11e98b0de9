import { business } from "~/content/business";
import { Icon } from "~/components/ui/icon";

/** The business's four credentials (spec: diploma, AQF Level 3+, AS 4373-2007, full insurance). */
export function CredentialList() {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {business.credentials.map((credential) => (
        <li key={credential.title} className="flex gap-4 rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
          <Icon name="badge-check" className="size-7 shrink-0 text-forest-600" />
          <div>
            <h3 className="font-bold text-forest-900">{credential.title}</h3>
            <p className="mt-1 text-slate-600">{credential.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
