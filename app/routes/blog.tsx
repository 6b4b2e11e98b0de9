import type { Route } from "./+types/blog";
import { blogIndex, postSurroundings } from "~/content/blog/copy";
import { posts } from "~/content/blog/posts.server";
import { siteCopy } from "~/content/site-copy";
import { CtaBand } from "~/components/sections/cta-band";
import { Hero } from "~/components/sections/hero";
import { Section } from "~/components/ui/section";
import { BusinessJsonLd } from "~/components/ui/structured-data";
import { postPath } from "~/paths";
import { routeMeta } from "~/seo/route-meta";
import { Card } from "~/components/ui/card";

export const loader = () => ({
  page: blogIndex,
  cta: postSurroundings.cta,
  posts: posts.map(({ slug, title, description, updated, minutes }) => ({ href: postPath(slug), title, description, updated, minutes })),
});

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
