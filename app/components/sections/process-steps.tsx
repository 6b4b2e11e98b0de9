import { siteCopy } from "~/content/site-copy";
import type { ProcessStep } from "~/content/types";

/** A numbered sequence of steps, read in order. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid max-w-4xl gap-4">
      {steps.map((step) => (
        <li key={step.step} className="flex gap-4 rounded-2xl border border-forest-100 bg-white p-5 shadow-sm">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sun-400 text-lg font-extrabold text-forest-950" aria-hidden="true">
            {step.step}
          </span>
          <div>
            <h3 className="text-lg font-bold text-forest-900">
              <span className="sr-only">{siteCopy.step(step.step)}</span>
              {step.title}
            </h3>
            <p className="mt-1 text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
