import type { Route } from "./+types/blog";
import { readPage } from "#app/content/content-files.server.ts";
import { posts } from "#app/content/blog/posts.server.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { Section } from "#app/components/ui/section.tsx";
import { BusinessJsonLd } from "#app/components/ui/json-ld.tsx";
import { postPath } from "#app/site/paths.ts";
import { routeMeta } from "#app/seo/route-meta.ts";
import { Card } from "#app/components/ui/card.tsx";

export function loader() {
  const { aroundEachPost, ...page } = readPage("blog");
  const list = posts.map(({ slug, title, description, updated, minutes }) => ({
    href: postPath(slug),
    title,
    description,
    updated,
    minutes,
  }));
  return { page, cta: aroundEachPost.cta, posts: list };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => routeMeta(loaderData.page.meta, matches);

/** /blog: every post, newest first. */
export default function Blog({ loaderData: { page, cta, posts: list } }: Route.ComponentProps) {
  return (
    <>
      <BusinessJsonLd />
      <Hero hero={page.hero} />
      <Section heading={page.listHeading}>
        <ul className="grid max-w-3xl gap-6">
          {list.map((post) => (
            <Card as="li" key={post.href} className="p-6">
              <h3 className="text-xl font-bold text-balance text-forest-900">
                <a href={post.href} className="underline-offset-4 hover:underline">
                  {post.title}
                </a>
              </h3>
              <p className="mt-2 text-slate-700">{post.description}</p>
              <p className="mt-3 flex flex-wrap gap-x-4 text-sm text-slate-600">
                <time dateTime={post.updated}>{siteCopy.article.updated(post.updated)}</time>
                <span>{siteCopy.article.readingTime(post.minutes)}</span>
              </p>
            </Card>
          ))}
        </ul>
      </Section>
      <CtaBand cta={cta} />
    </>
  );
}
