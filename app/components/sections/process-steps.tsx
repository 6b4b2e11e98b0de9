import { siteCopy } from "~/content/site-copy";
import type { ProcessStep } from "~/content/types";

/** A numbered sequence of steps, read in order. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-5">
      {steps.map((step) => (
        <li key={step.step} className="relative rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-sun-400 text-lg font-extrabold text-forest-950" aria-hidden="true">
            {step.step}
          </span>
          <h3 className="mt-3 text-lg font-bold text-forest-900">
            <span className="sr-only">{siteCopy.step(step.step)}</span>
            {step.title}
          </h3>
          <p className="mt-1 text-slate-600">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
