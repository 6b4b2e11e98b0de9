/**
 * Page content end to end (spec section 2 "Route table", section 4 FAQ states, section 9 counts):
 * each page's sections, counts and links, FAQ behaviour, and no placeholder copy.
 * Copy comes from the content modules; names the spec itself fixes are spelled out here.
 */
import {
  expectAreaLinks,
  expectCallLink,
  expectFaqQuestions,
  expectLinkTo,
  expectNamedLink,
  expectReasonList,
  expectServiceCards,
  heroOf,
  main,
  openPage,
  sectionByHeading,
  topListItems,
  expect,
  test,
  type Locator,
  type Page,
} from "./fixtures.ts";
import { about, areas, contact, home, servicesPage, storm } from "#app/content/pages.server.ts";
import { findPost } from "#app/content/blog/posts.server.ts";
import { business, telHref } from "#app/content/business.ts";
import { quoteFormCopy } from "#app/content/quote-form.ts";
import { siteCopy } from "#app/content/site-copy.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { testimonialsPage } from "#app/content/testimonials.server.ts";
import { paths } from "#app/paths.ts";
import { canonicalPaths } from "#app/route-table.ts";
import { areaGridLinks } from "#app/lib/area-links.ts";

/** Spec section 9: the Google rating shown on the home and testimonials pages. */
const rating = "5.0";

/** The Google review block: the box holding the rating heading and the external link. */
function googleReviewBlock(page: Page, heading: string, linkLabel: string) {
  const content = main(page);
  const link = content.getByRole("link", { name: linkLabel });
  const block = content
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: heading, exact: true }) })
    .filter({ has: page.getByRole("link", { name: linkLabel }) })
    .last();
  return { block, link };
}

async function expectGoogleLink(link: Locator) {
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", business.googleReviewsUrl);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
}

test.describe("home page /", () => {
  test("hero with h1, call link and Get Free Quote link to /contact", async ({ page }) => {
    await openPage(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
    const hero = heroOf(page);
    await expectCallLink(hero, telHref);
    await expectNamedLink(hero, siteCopy.quoteLabel, paths.contact);
  });

  test("Google review block shows 5.0, 105 reviews and an external link", async ({ page }) => {
    await openPage(page, "/");
    const { block, link } = googleReviewBlock(page, home.googleReview.heading, home.googleReview.linkLabel);
    await expect(block).toBeVisible();
    await expect(block.getByText(rating, { exact: true })).toBeVisible();
    await expect(block.getByText(/(^|\D)105(\D|$)/)).toBeVisible();
    await expect(block.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expectGoogleLink(link);
  });

  test("three reasons and Fast Communication", async ({ page }) => {
    await openPage(page, "/");
    const reasons = sectionByHeading(page, home.reasons.heading);
    await expectReasonList(reasons, home.reasons.items);
    await expect(topListItems(reasons)).toHaveCount(3);

    const fast = sectionByHeading(page, "Fast Communication");
    await expect(fast.getByRole("heading", { level: 3 })).toHaveText(["Same-Day Callback", "Punctual", "High Standard"]);
    await expectReasonList(fast, home.fastCommunication.items);
  });

  test("Our Services: three service cards and a link to /services", async ({ page }) => {
    await openPage(page, "/");
    const services = sectionByHeading(page, "Our Services");
    await expect(services.getByRole("article")).toHaveCount(3);
    await expectServiceCards(services, home.services.items);
    await expectNamedLink(services, home.services.linkLabel, paths.services);
  });

  test("testimonials load lazily: placeholder first, five after scrolling into view", async ({ page }) => {
    const fragmentRequests: string[] = [];
    page.on("request", (request) => request.url().includes("/fragments/") && fragmentRequests.push(request.url()));
    await openPage(page, "/");
    await page.waitForLoadState("networkidle");
    const section = sectionByHeading(page, home.testimonials.heading);
    const placeholder = section.getByTestId("testimonials-placeholder");
    const wrapper = section.locator("[aria-busy]");
    await expect(wrapper).toHaveCount(1);

    // Loaded and idle, but still out of view: only the placeholder, and nothing fetched yet.
    await expect(placeholder).toBeVisible();
    await expect(wrapper).toHaveAttribute("aria-busy", "true");
    await expect(section.locator("figure")).toHaveCount(0);
    expect(fragmentRequests).toEqual([]);
    const reserved = await wrapper.evaluate((element) => element.getBoundingClientRect().height);

    await section.scrollIntoViewIfNeeded();
    const figures = section.locator("figure");
    await expect(figures).toHaveCount(5);
    await expect(placeholder).toHaveCount(0);
    await expect(wrapper).toHaveAttribute("aria-busy", "false");
    expect(fragmentRequests).toHaveLength(1);
    const filled = await wrapper.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(filled - reserved), "the placeholder reserves the cards' height").toBeLessThan(80);
    for (const [index, item] of home.testimonials.items.entries()) {
      await expect(figures.nth(index)).toContainText(item.text);
      await expect(figures.nth(index)).toContainText(item.author);
      await expect(figures.nth(index).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    }
  });

  test("testimonials: if the fragment cannot be fetched, the section says where to read them", async ({ page }) => {
    await page.route("**/fragments/**", (route) => route.abort("failed"));
    await openPage(page, "/");
    const section = sectionByHeading(page, home.testimonials.heading);
    await section.scrollIntoViewIfNeeded();
    await expectNamedLink(section, home.testimonials.fallback.linkLabel, paths.testimonials);
    await expect(section.getByTestId("testimonials-placeholder")).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("testimonials: no endless placeholder, a link to read them instead", async ({ page }) => {
      await openPage(page, "/");
      const section = sectionByHeading(page, home.testimonials.heading);
      await expect(section.getByTestId("testimonials-placeholder")).toBeHidden();
      await expect(section.getByText(home.testimonials.fallback.text)).toBeVisible();
      await expectNamedLink(section, home.testimonials.fallback.linkLabel, paths.testimonials);
    });
  });

  test("Areas We Serve grid has the ten area links", async ({ page }) => {
    await openPage(page, "/");
    await expectAreaLinks(sectionByHeading(page, "Areas We Serve"), areaGridLinks);
  });

  test("FAQ with six items and a closing call to action", async ({ page }) => {
    await openPage(page, "/");
    const faq = sectionByHeading(page, home.faq.heading);
    await expect(faq.locator("summary")).toHaveCount(6);
    await expectFaqQuestions(faq, home.faq.items);

    const cta = sectionByHeading(page, home.cta.heading);
    await expect(cta).toContainText(home.cta.text);
    await expectCallLink(cta, telHref);
    await expectNamedLink(cta, siteCopy.quoteLabel, paths.contact);
  });
});

test.describe("/services", () => {
  test("the service cards, each with its icon, description and features", async ({ page }) => {
    await openPage(page, "/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesPage.hero.heading);
    const services = sectionByHeading(page, servicesPage.services.heading);
    await expectServiceCards(services, servicesPage.services.items);
  });

  test("why-choose list, six FAQ items and a Request Quote link", async ({ page }) => {
    await openPage(page, "/services");
    await expectReasonList(sectionByHeading(page, servicesPage.whyChoose.heading), servicesPage.whyChoose.items);
    const faq = sectionByHeading(page, servicesPage.faq.heading);
    await expect(faq.locator("summary")).toHaveCount(6);
    await expectFaqQuestions(faq, servicesPage.faq.items);
    await expectNamedLink(main(page), "Request Quote", paths.contact);
  });
});

test.describe("/about", () => {
  test("owner story and why-choose list", async ({ page }) => {
    await openPage(page, "/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.heading);
    const story = sectionByHeading(page, about.story.heading);
    await expect(story.locator("p")).toHaveText(about.story.paragraphs);
    await expectReasonList(sectionByHeading(page, about.whyChoose.heading), about.whyChoose.items);
  });

  test("the four credentials", async ({ page }) => {
    await openPage(page, "/about");
    const credentials = topListItems(sectionByHeading(page, about.credentials.heading));
    await expect(credentials).toHaveCount(4);
    await expect(credentials.nth(0)).toContainText("Diploma of Arboriculture");
    await expect(credentials.nth(1)).toContainText("AQF Level 3 or higher");
    await expect(credentials.nth(2)).toContainText("AS 4373-2007");
    await expect(credentials.nth(3)).toContainText(/insur/i);
    await expect(credentials.nth(3)).toContainText(/public liability/i);
    await expect(credentials.nth(3)).toContainText(/professional indemnity/i);
    await expect(credentials.getByRole("heading", { level: 3 })).toHaveText(business.credentials.map((c) => c.title));
  });

  test("one testimonial and a link to /areas", async ({ page }) => {
    await openPage(page, "/about");
    const testimonial = sectionByHeading(page, about.testimonial.heading);
    await expect(testimonial.locator("figure")).toHaveCount(1);
    await expect(testimonial.locator("figure")).toContainText(about.testimonial.item.text);
    await expect(testimonial.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    await expectNamedLink(main(page), about.areasLink.linkLabel, paths.areas);
  });
});

test.describe("/areas", () => {
  test("six regions in order, each with its suburb list", async ({ page }) => {
    await openPage(page, "/areas");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(areas.hero.heading);
    const section = sectionByHeading(page, areas.regions.heading);
    const regions = topListItems(section);
    await expect(regions).toHaveCount(6);
    await expect(regions.getByRole("heading", { level: 3 })).toHaveText([
      "Northern",
      "Central",
      "Mudjimba & Surrounds",
      "Noosa Region",
      "Hinterland",
      "Southern",
    ]);
    for (const [index, region] of areas.regions.items.entries()) {
      const suburbList = regions.nth(index).getByRole("list").getByRole("listitem");
      expect(region.suburbs.length).toBeGreaterThan(0);
      await expect(suburbList).toHaveText(region.suburbs);
    }
  });

  test("the ten area links", async ({ page }) => {
    await openPage(page, "/areas");
    await expectAreaLinks(sectionByHeading(page, areas.areaGrid.heading), areaGridLinks);
  });
});

test.describe("/contact", () => {
  test("quote form, contact details, why-choose list and emergency call card", async ({ page }) => {
    await openPage(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.hero.heading);

    const formSection = sectionByHeading(page, contact.form.heading);
    await expect(formSection.locator("form")).toHaveCount(1);
    await expect(formSection.getByRole("button", { name: quoteFormCopy.submit })).toBeVisible();

    const details = sectionByHeading(page, contact.details.heading);
    await expectNamedLink(details, business.phone.display, telHref);
    await expect(details.getByText("Contact us for a free quote", { exact: true })).toBeVisible();
    await expect(details.getByText("Sunshine Coast QLD", { exact: true })).toBeVisible();

    await expectReasonList(sectionByHeading(page, contact.whyChoose.heading), contact.whyChoose.items);

    const emergency = sectionByHeading(page, contact.emergency.heading);
    await expect(emergency).toContainText(contact.emergency.text);
    await expectCallLink(emergency, telHref);
  });
});

test.describe("/testimonials", () => {
  test("six five-star reviews, 5.0 from 82+ reviews and the Google link", async ({ page }) => {
    await openPage(page, "/testimonials");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(testimonialsPage.hero.heading);
    const reviews = sectionByHeading(page, testimonialsPage.reviews.heading);
    const figures = reviews.locator("figure");
    await expect(figures).toHaveCount(6);
    for (const [index, item] of testimonialsPage.reviews.items.entries()) {
      await expect(figures.nth(index)).toContainText(item.text);
      await expect(figures.nth(index)).toContainText(item.author);
      await expect(figures.nth(index).getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
    }
    // Five stars each: the rating image holds five star icons.
    await expect(reviews.getByRole("img", { name: "Rated 5 out of 5" })).toHaveCount(6);
    for (let index = 0; index < 6; index += 1) {
      await expect(figures.nth(index).getByRole("img").locator("svg")).toHaveCount(5);
    }

    const { block, link } = googleReviewBlock(page, testimonialsPage.googleReview.heading, testimonialsPage.googleLinkLabel);
    await expect(block.getByText(rating, { exact: true })).toBeVisible();
    await expect(block.getByText(/(^|\D)82\+/)).toBeVisible();
    await expectGoogleLink(link);
  });
});

test.describe("/blog/arborists-vs-tree-loppers", () => {
  test("article h1, updated date, reading time and related links", async ({ page }) => {
    await openPage(page, "/blog/arborists-vs-tree-loppers");
    const post = findPost("arborists-vs-tree-loppers")!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Arborists vs Tree Loppers: Why Qualifications Matter");
    const content = main(page);
    await expect(content.getByText("Updated January 2024", { exact: true })).toBeVisible();
    const readingTime = content.getByText(/^\d+ min read$/);
    await expect(readingTime).toBeVisible();
    const minutes = Number((await readingTime.textContent())!.match(/\d+/)![0]);
    expect(minutes).toBeGreaterThanOrEqual(4);
    expect(minutes).toBeLessThanOrEqual(6);
    const headings = [...post.html.matchAll(/<h2 id="[^"]+"><a [^>]+>([^<]+)<\/a><\/h2>/g)].map((match) =>
      match[1]!.replace(/&#39;/g, "'"),
    );
    expect(headings).toHaveLength(8);
    await expect(content.locator(".post-body h2")).toHaveText(headings);
    for (const href of ["/services", "/about", "/testimonials"]) await expectLinkTo(content, href);
    await expectCallLink(content, telHref);
  });
});

for (const path of ["/storm-cleanup", "/storm-damage"]) {
  test.describe(`storm page ${path}`, () => {
    test("hero, six situations, five steps and the why-qualified section with the blog link", async ({ page }) => {
      await openPage(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(storm.hero.heading);
      await expectCallLink(heroOf(page), telHref);

      const situations = topListItems(sectionByHeading(page, storm.situations.heading));
      await expect(situations).toHaveCount(6);
      await expect(situations.getByRole("heading", { level: 3 })).toHaveText(storm.situations.items.map((s) => s.title));

      const steps = sectionByHeading(page, storm.process.heading).locator("ol > li");
      await expect(steps).toHaveCount(5);
      for (const [index, step] of storm.process.items.entries()) {
        await expect(steps.nth(index)).toContainText(step.title);
      }

      const qualified = sectionByHeading(page, storm.whyQualified.heading);
      await expectReasonList(qualified, storm.whyQualified.items);
      await expectNamedLink(qualified, storm.blogLink.linkLabel, paths.article);
    });

    test("preparation, preventive care, insurance help and eight FAQ items", async ({ page }) => {
      await openPage(page, path);
      await expect(topListItems(sectionByHeading(page, storm.preparation.heading))).toHaveText(storm.preparation.items);
      await expect(topListItems(sectionByHeading(page, storm.preventiveCare.heading))).toHaveText(storm.preventiveCare.items);
      const insurance = sectionByHeading(page, storm.insurance.heading);
      await expect(insurance).toContainText(storm.insurance.paragraphs[0]!);
      await expect(topListItems(insurance)).toHaveText(storm.insurance.points);
      const faq = sectionByHeading(page, storm.faq.heading);
      await expect(faq.locator("summary")).toHaveCount(8);
      await expectFaqQuestions(faq, storm.faq.items);
    });

    test("links to every suburb page and a quote link to /contact", async ({ page }) => {
      await openPage(page, path);
      await expectAreaLinks(
        sectionByHeading(page, storm.locations.heading),
        suburbs.map((suburb) => ({ name: suburb.name, link: `/locations/${suburb.slug}` })),
      );
      await expect(sectionByHeading(page, storm.locations.heading).getByRole("link")).toHaveCount(suburbs.length);
      await expectNamedLink(sectionByHeading(page, storm.cta.heading), siteCopy.quoteLabel, paths.contact);
      await expectCallLink(sectionByHeading(page, storm.cta.heading), telHref);
    });
  });
}

// Each suburb's page at its canonical path; its other spellings serve the same page (hosts.spec.ts
// checks each answers 200 with this h1 and canonical on every host).
test.describe("suburb pages", () => {
  for (const suburb of suburbs) {
    const path = `/locations/${suburb.slug}`;
    test(`${path} shows ${suburb.name}'s page`, async ({ page }) => {
      await openPage(page, path);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveText(suburb.hero.heading);
      await expect(h1).toContainText(suburb.name);

      const hero = heroOf(page);
      await expect(hero).toContainText(`${suburb.name} QLD ${suburb.postcode}`);
      await expectCallLink(hero, telHref);
      await expectNamedLink(hero, siteCopy.quoteLabel, paths.contact);

      const services = sectionByHeading(page, suburb.services.heading);
      await expectServiceCards(services, suburb.services.items);

      const expertise = sectionByHeading(page, suburb.localExpertise.heading);
      await expect(expertise).toContainText(suburb.localExpertise.paragraphs[0]!);
      await expect(topListItems(expertise)).toHaveText(suburb.localExpertise.points);

      const faq = sectionByHeading(page, suburb.faq.heading);
      await expect(faq.locator("summary")).toHaveCount(6);
      await expectFaqQuestions(faq, suburb.faq.items);

      await expectCallLink(main(page), telHref);
      await expectLinkTo(main(page), "/contact");
      await expect(sectionByHeading(page, suburb.cta.heading)).toBeVisible();
    });
  }
});

/** A document's words as a reader gets them: no scripts, styles or templates, no tags. */
const wordsOf = (html: string) =>
  html
    .replace(/<(script|style|noscript|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

// Read from the documents as served (home's testimonials from the fragment it loads): the words are
// the same in any browser, so no browser is needed to read them.
test.describe("no placeholder copy", () => {
  for (const path of canonicalPaths) {
    test(`${path} shows no lorem ipsum, TODO or coming soon`, async ({ request }) => {
      const documents = path === paths.home ? [path, paths.homeTestimonials] : [path];
      const text = (await Promise.all(documents.map(async (url) => wordsOf(await (await request.get(url)).text())))).join(" ");
      expect(text.length).toBeGreaterThan(200);
      if (path === paths.home) for (const item of home.testimonials.items) expect(text).toContain(item.author);
      expect(text).not.toMatch(/lorem ipsum/i);
      expect(text).not.toMatch(/todo/i);
      expect(text).not.toMatch(/coming soon/i);
    });
  }
});
