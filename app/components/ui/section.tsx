import { useId, type ReactNode } from "react";

const tones = {
  paper: "bg-paper",
  white: "bg-white",
  tint: "bg-forest-50",
} as const;

export type Tone = keyof typeof tones;

/** A page band: alternating tones make consecutive sections read as distinct. */
export function Section({
  heading,
  intro,
  tone = "paper",
  children,
}: {
  heading: string;
  intro?: string;
  tone?: Tone;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={tones[tone]}>
      <div className="mx-auto max-w-6xl px-4 py-14 md:py-20">
        <div className="max-w-3xl">
          <h2 id={id} className="text-3xl font-bold tracking-tight text-balance text-forest-900 md:text-4xl">
            {heading}
          </h2>
          {intro && <p className="mt-3 text-lg text-slate-600">{intro}</p>}
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}

/** How a band for one of the content's lists is set: its tone, and what leads on from the list. */
export type BandOptions = { tone?: Tone; children?: ReactNode };

/** A band for one of the content's lists: its heading and intro, the list as `body` draws it, then the rest. */
export function ListBand({ list, body, tone, children }: { list: { heading: string; intro?: string }; body: ReactNode } & BandOptions) {
  return (
    <Section heading={list.heading} intro={list.intro} tone={tone}>
      {body}
      {children}
    </Section>
  );
}
