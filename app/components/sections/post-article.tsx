/**
 * A blog post as its page shows it: its header (section, headline, standfirst, byline, date, reading
 * time), its top photo and its text as HTML (app/content/blog/markdown.ts), then what the page puts
 * after it (`children`). The post's route draws it; so does the editor's preview of the unsaved post
 * (admin/next/post-preview.tsx), which is why it needs nothing from the page's data.
 */
import type { ReactNode } from "react";
import { ExpectFirstScreen, firstScreenEndId } from "#app/components/layout/first-screen.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import type { BuiltImage } from "#app/media/slots.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";

export interface ShownPost {
  section: string;
  title: string;
  lede?: string;
  author: string;
  updated: string;
  minutes: number;
  html: string;
  heroImage?: BuiltImage;
}

export function PostArticle({ post, children }: { post: ShownPost; children?: ReactNode }) {
  return (
    <article className="bg-white">
      <header className="bg-gradient-to-br from-forest-900 to-forest-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-12 md:py-16">
          <p className="text-sm font-semibold tracking-wider text-sun-300 uppercase">{post.section}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{post.title}</h1>
          {post.lede && <p className="mt-5 text-lg text-forest-100 md:text-xl">{post.lede}</p>}
          <p className="mt-6 flex flex-wrap gap-x-4 gap-y-1 text-sm text-forest-100">
            <span>{siteCopy.article.byline(post.author)}</span>
            <span>
              <time dateTime={post.updated}>{siteCopy.article.updated(post.updated)}</time>
            </span>
            <span>{siteCopy.article.readingTime(post.minutes)}</span>
          </p>
        </div>
      </header>
      <ExpectFirstScreen />
      <div id={firstScreenEndId} className="mx-auto max-w-3xl px-4 py-12">
        {post.heroImage && <Picture image={post.heroImage} priority className="mb-10 rounded-2xl" />}
        <div className="post-body" dangerouslySetInnerHTML={{ __html: post.html }} />
        {children}
      </div>
    </article>
  );
}
