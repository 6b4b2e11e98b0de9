import type { Route } from "./+types/post";
import { readPage } from "#app/content/content-files.server.ts";
import { findPost } from "#app/content/blog/posts.server.ts";
import { CtaBand } from "#app/components/sections/cta-band.tsx";
import { PostArticle } from "#app/components/sections/post-article.tsx";
import { textLinkClass } from "#app/components/ui/actions.tsx";
import { PhoneLink } from "#app/components/ui/phone-link.tsx";
import { buildImage } from "#app/media/images.server.ts";
import { imageSlots } from "#app/media/slots.ts";
import { ArticleJsonLd } from "#app/components/ui/json-ld.tsx";
import { postPath } from "#app/site/paths.ts";
import { findPageRoute } from "#app/routing/route-table.ts";
import { requestedPath } from "#app/routing/build-page-context.server.ts";
import { routeMeta } from "#app/seo/route-meta.ts";
import { cn } from "#app/lib/cn.ts";

/** The post a path shows, without what only the owner reads (its file, its facts to confirm), its photo made for the page. */
export async function loader({ request }: Route.LoaderArgs) {
  const pathname = requestedPath(request);
  const post = findPost(findPageRoute(pathname)?.postSlug ?? "");
  if (!post) throw new Error(`No blog post at ${pathname}`);
  const { file, ownerToConfirm: _notes, hero, ...shown } = post;
  const heroImage = hero && (await buildImage(hero.src, hero.alt, imageSlots.postHero, file));
  return { post: { ...shown, heroImage }, surroundings: readPage("blog").aroundEachPost };
}

export const meta: Route.MetaFunction = ({ loaderData: { post }, matches }) => [
  ...routeMeta({ title: post.title, description: post.description, keywords: post.keywords }, matches, "article"),
  { property: "article:published_time", content: post.published },
  { property: "article:modified_time", content: post.updated },
  { property: "article:section", content: post.section },
];

/** One blog post (content/blog/*.md), written in Markdown and turned into HTML at build time. */
export default function Post({ loaderData: { post, surroundings } }: Route.ComponentProps) {
  const article = { ...post, headline: post.title, path: postPath(post.slug), image: post.heroImage?.src };
  return (
    <>
      <ArticleJsonLd article={article} />
      <PostArticle post={post}>
        <aside aria-labelledby="article-next" className="mt-12 rounded-2xl bg-forest-50 p-6">
          <h2 id="article-next" className="text-xl font-bold text-forest-900">
            {surroundings.next.heading}
          </h2>
          <ul className="mt-3 space-y-1">
            {surroundings.next.links.map((link) => (
              <li key={link.link}>
                <a href={link.link} className={cn("inline-flex min-h-11 items-center", textLinkClass)}>
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <PhoneLink variant="button" className="mt-4" />
        </aside>
      </PostArticle>
      <CtaBand cta={surroundings.cta} />
    </>
  );
}
