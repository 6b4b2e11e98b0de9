import type { Route } from "./+types/article";
import { article as content } from "~/content/article";
import { siteCopy } from "~/content/site-copy";
import { CtaBand } from "~/components/sections/cta-band";
import { Prose } from "~/components/sections/prose";
import { CallButton, textLinkClass } from "~/components/ui/actions";
import { StructuredData } from "~/components/ui/structured-data";
import { readingMinutes, sectionsWordCount } from "~/lib/reading";
import { routeMeta } from "~/seo/route-meta";

/** Page copy reaches the browser as route data, not as JavaScript. */
export const loader = () => ({ article: content, minutes: readingMinutes(sectionsWordCount(content.body)) });

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...routeMeta(loaderData.article.meta, location, "article"),
  { property: "article:published_time", content: loaderData.article.datePublished },
  { property: "article:modified_time", content: loaderData.article.dateModified },
  { property: "article:section", content: loaderData.article.section },
];

export default function Article({ loaderData: { article, minutes } }: Route.ComponentProps) {
  return (
    <>
      <StructuredData type="article" pageTitle={article.headline} pageDescription={article.meta.description} />
      <article className="bg-white">
        <header className="bg-gradient-to-br from-forest-900 to-forest-700 text-white">
          <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
            <p className="text-sm font-semibold uppercase tracking-wider text-sun-300">{article.section}</p>
            <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{article.headline}</h1>
            <p className="mt-5 text-lg text-forest-100 md:text-xl">{article.lede}</p>
            <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-forest-100">
              <span>{siteCopy.article.byline(article.author)}</span>
              <span>
                <time dateTime={article.dateModified}>{siteCopy.article.updated(article.dateModified)}</time>
              </span>
              <span>{siteCopy.article.readingTime(minutes)}</span>
            </p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-12">
          {article.body.map((section) => (
            <section key={section.heading} className="mt-10 first:mt-0">
              <h2 className="mb-4 text-2xl font-bold text-forest-900 md:text-3xl">{section.heading}</h2>
              <Prose paragraphs={section.paragraphs} />
            </section>
          ))}
          <aside aria-labelledby="article-next" className="mt-12 rounded-2xl bg-forest-50 p-6">
            <h2 id="article-next" className="text-xl font-bold text-forest-900">
              {article.next.heading}
            </h2>
            <ul className="mt-3 space-y-1">
              {article.next.links.map((link) => (
                <li key={link.link}>
                  <a href={link.link} className={`inline-flex min-h-11 items-center ${textLinkClass}`}>
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
            <CallButton className="mt-4" />
          </aside>
        </div>
      </article>
      <CtaBand cta={article.cta} />
    </>
  );
}
