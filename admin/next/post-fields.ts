/**
 * A blog post's form in the owner's words. The fields are the current editor's (the post's shape,
 * then its text), but the one Decap labels "Slug" is the post's address, shown with the address it
 * makes (./post-controls.tsx); the content check's refusals name it so too.
 */
import type { Field } from "./editor-model.ts";

/** The collection of blog posts: Markdown files with front matter. */
export const isPostsFormat = (format: string | undefined) => format === "frontmatter";

/** The field's name in the form and in the check's refusals, as this editor shows them. */
const ADDRESS = "Address";

/** The post's fields as this form draws them: its address by a control of its own. */
export const postFormFields = (fields: Field[]): Field[] =>
  fields.map((field) => (field.name === "slug" ? { ...field, label: ADDRESS, widget: "post-address" } : field));

/** A refusal of the content check in this form's words: the address called so, where the check says "Slug". */
export const inPostWords = (problem: string) =>
  problem.replaceAll("→ Slug", `→ ${ADDRESS}`).replaceAll("Put its Slug back", "Put its address back");

/** The refusals of the post's address: of its words, one another post has, and a post the site's own pages link to, which keeps it. */
export const addressProblems = (problems: string[]) =>
  problems.filter(
    (problem) => problem.includes(`→ ${ADDRESS}`) || problem.includes(": its address (") || problem.includes("Put its address back"),
  );
