/** The blog feed's own words (RSS 2.0 channel); the blog's page copy is content/pages/blog.json. */
export const feedCopy = {
  title: (businessName: string) => `${businessName} tree care advice`,
  description: "Articles from qualified Sunshine Coast arborists.",
};
