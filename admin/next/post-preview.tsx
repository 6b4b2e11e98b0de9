/**
 * A blog post as its page will show it, from the unsaved form: the site's own article
 * (PostArticle, as app/routes/post.tsx draws it), its text made HTML by the site's own Markdown
 * (app/content/blog/markdown.ts: what a post may not carry is not drawn), its {placeholders} filled
 * as the build fills them. Loaded only when the owner asks to see it: Markdown and its safe list
 * are not needed before. The top photo is made by the build, so it is not drawn here.
 */
import { PostArticle } from "#app/components/sections/post-article.tsx";
import { renderMarkdown } from "#app/content/blog/markdown.ts";
import { placeholderValues } from "#app/content/business.ts";
import { fillText } from "#app/content/placeholders.ts";
import { readingMinutes } from "#app/lib/reading.ts";

const textOf = (value: unknown) => fillText(typeof value === "string" ? value : "", placeholderValues);

export default function PostPreview({ fields }: { fields: Record<string, unknown> }) {
  const { html, words } = renderMarkdown(textOf(fields.body));
  const updated = textOf(fields.updated) || textOf(fields.published);
  const post = {
    section: textOf(fields.section),
    title: textOf(fields.title),
    lede: textOf(fields.lede) || undefined,
    author: textOf(fields.author),
    updated,
    minutes: readingMinutes(words),
    html,
  };
  return (
    <div className="-mx-3 -my-6 overflow-hidden rounded-xl">
      <PostArticle post={post} />
    </div>
  );
}
