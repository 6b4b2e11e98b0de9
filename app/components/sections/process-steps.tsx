import { siteCopy } from "#app/words-in-code/site-copy.ts";
import type { ProcessStep } from "#app/content/model/blocks.ts";
import { Card } from "#app/components/ui/card.tsx";

/** A numbered sequence of steps, read in order. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  return (
    <ol className="grid max-w-4xl gap-4">
      {steps.map((step) => (
        <Card as="li" key={step.step} className="flex gap-4 p-5">
          <span
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sun-400 text-lg font-extrabold text-forest-950"
            aria-hidden="true"
          >
            {step.step}
          </span>
          <div>
            <h3 className="text-lg font-bold text-forest-900">
              <span className="sr-only">{siteCopy.step(step.step)}</span>
              {step.title}
            </h3>
            <p className="mt-1 text-slate-600">{step.description}</p>
          </div>
        </Card>
      ))}
    </ol>
  );
}
