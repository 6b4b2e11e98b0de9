/**
 * Page content end to end (spec section 2 "Route table", section 4 FAQ states, section 9 counts):
 * each page's sections, counts and links, FAQ behaviour, and no placeholder copy. Copy, counts and
 * facts come from the content modules, so the owner's content can grow; the specification's own
 * counts and titles are pinned once, on the shipped content, in app/content/content-shape.test.ts.
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
import { findPost } from "#app/content/blog/posts.server.ts";
import { business, telHref } from "#app/content/business.ts";
import { quoteFormCopy } from "#app/words-in-code/quote-form-copy.ts";
import { siteCopy } from "#app/words-in-code/site-copy.ts";
import { suburbs } from "#app/content/suburbs.server.ts";
import { readPages, readServiceCards, readTestimonials } from "#app/content/content-files.server.ts";
import { paths } from "#app/site/paths.ts";
import { canonicalPaths } from "#app/routing/route-table.ts";
import { areaGridLinks as areaGridLinksOf } from "#app/content/area-links.ts";

const {
  home,
  services: servicesPage,
  about,
  areas,
  contact,
  storm,
  blog: { aroundEachPost: postSurroundings },
  testimonials: testimonialsPage,
} = readPages();
const serviceCards = readServiceCards();
const newestTestimonials = readTestimonials();
const areaGridLinks = areaGridLinksOf(areas);

/** The Google rating as the home and testimonials pages show it, with one decimal (5.0). */
const rating = business.rating.value.toFixed(1);

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
  test("its sections, read on one load: hero, reviews, reasons, services, areas, FAQ and call to action", async ({ page }) => {
    await openPage(page, "/");
    await test.step("hero with h1, call link and Get Free Quote link to /contact", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
      const hero = heroOf(page);
      await expectCallLink(hero, telHref);
      await expectNamedLink(hero, siteCopy.quoteLabel, paths.contact);
    });
    await test.step("Google review block shows the rating, the home page's review count and an external link", async () => {
      const { block, link } = googleReviewBlock(page, home.googleReview.heading, home.googleReview.linkLabel);
      await expect(block).toBeVisible();
      await expect(block.getByText(rating, { exact: true })).toBeVisible();
      await expect(block.getByText(siteCopy.googleReviewCount(business.rating.homeCount), { exact: true })).toBeVisible();
      await expect(block.getByRole("img", { name: siteCopy.rating(Math.round(business.rating.value)) })).toBeVisible();
      await expectGoogleLink(link);
    });
    await test.step("the reasons to choose the business and Fast Communication", async () => {
      await expectReasonList(sectionByHeading(page, home.reasons.heading), home.reasons.items);
      await expectReasonList(sectionByHeading(page, home.fastCommunication.heading), home.fastCommunication.items);
    });
    await test.step("Our Services: the service cards and a link to /services", async () => {
      const services = sectionByHeading(page, home.services.heading);
      await expectServiceCards(services, home.services.items);
      await expectNamedLink(services, home.services.linkLabel, paths.services);
    });
    await test.step("Areas We Serve grid has every area link", async () => {
      await expectAreaLinks(sectionByHeading(page, home.areas.heading), areaGridLinks);
    });
    await test.step("FAQ and a closing call to action", async () => {
      const faq = sectionByHeading(page, home.faq.heading);
      await expect(faq.locator("summary")).toHaveCount(home.faq.items.length);
      await expectFaqQuestions(faq, home.faq.items);

      const cta = sectionByHeading(page, home.cta.heading);
      await expect(cta).toContainText(home.cta.text);
      await expectCallLink(cta, telHref);
      await expectNamedLink(cta, siteCopy.quoteLabel, paths.contact);
    });
  });

  test("testimonials load lazily: placeholder first, every one after scrolling into view", async ({ page }) => {
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
    await expect(figures).toHaveCount(home.testimonials.items.length);
    await expect(placeholder).toHaveCount(0);
    await expect(wrapper).toHaveAttribute("aria-busy", "false");
    expect(fragmentRequests).toHaveLength(1);
    const filled = await wrapper.evaluate((element) => element.getBoundingClientRect().height);
    expect(Math.abs(filled - reserved), "the placeholder reserves the cards' height").toBeLessThan(80);
    for (const [index, item] of home.testimonials.items.entries()) {
      await expect(figures.nth(index)).toContainText(item.text);
      await expect(figures.nth(index)).toContainText(item.author);
      await expect(figures.nth(index).getByRole("img", { name: siteCopy.rating(item.rating) })).toBeVisible();
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
});

test.describe("/services", () => {
  test("its sections, read on one load: service cards, why-choose list, FAQ and quote link", async ({ page }) => {
    await openPage(page, "/services");
    await test.step("the service cards, each with its icon, description and features", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(servicesPage.hero.heading);
      const services = sectionByHeading(page, servicesPage.services.heading);
      await expectServiceCards(services, serviceCards);
    });
    await test.step("why-choose list, FAQ and a Request Quote link", async () => {
      await expectReasonList(sectionByHeading(page, servicesPage.whyChoose.heading), servicesPage.whyChoose.items);
      const faq = sectionByHeading(page, servicesPage.faq.heading);
      await expect(faq.locator("summary")).toHaveCount(servicesPage.faq.items.length);
      await expectFaqQuestions(faq, servicesPage.faq.items);
      await expectNamedLink(main(page), servicesPage.cta.quoteLabel, paths.contact);
    });
  });
});

test.describe("/about", () => {
  test("its sections, read on one load: story, why-choose list, credentials, a testimonial and the areas link", async ({ page }) => {
    await openPage(page, "/about");
    await test.step("owner story and why-choose list", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.heading);
      const story = sectionByHeading(page, about.story.heading);
      await expect(story.locator("p")).toHaveText(about.story.paragraphs);
      await expectReasonList(sectionByHeading(page, about.whyChoose.heading), about.whyChoose.items);
    });
    await test.step("the credentials", async () => {
      const credentials = topListItems(sectionByHeading(page, about.credentials.heading));
      await expect(credentials).toHaveCount(business.credentials.length);
      await expect(credentials.getByRole("heading", { level: 3 })).toHaveText(business.credentials.map((c) => c.title));
      for (const [index, credential] of business.credentials.entries())
        await expect(credentials.nth(index)).toContainText(credential.description);
    });
    await test.step("one testimonial and a link to /areas", async () => {
      const testimonial = sectionByHeading(page, about.testimonial.heading);
      await expect(testimonial.locator("figure")).toHaveCount(1);
      await expect(testimonial.locator("figure")).toContainText(about.testimonial.item.text);
      await expect(testimonial.getByRole("img", { name: siteCopy.rating(about.testimonial.item.rating) })).toBeVisible();
      await expectNamedLink(main(page), about.areasLink.linkLabel, paths.areas);
    });
  });
});

test.describe("/areas", () => {
  test("its sections, read on one load: the regions with their suburbs and every area link", async ({ page }) => {
    await openPage(page, "/areas");
    await test.step("the regions in order, each with its suburb list", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(areas.hero.heading);
      const section = sectionByHeading(page, areas.regions.heading);
      const regions = topListItems(section);
      await expect(regions.getByRole("heading", { level: 3 })).toHaveText(areas.regions.items.map((region) => region.name));
      for (const [index, region] of areas.regions.items.entries()) {
        const suburbList = regions.nth(index).getByRole("list").getByRole("listitem");
        expect(region.suburbs.length).toBeGreaterThan(0);
        await expect(suburbList).toHaveText(region.suburbs);
      }
    });
    await test.step("every area link", async () => {
      await expectAreaLinks(sectionByHeading(page, areas.areaGrid.heading), areaGridLinks);
    });
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
    await expect(details.getByText(contact.details.quotesLine, { exact: true })).toBeVisible();
    await expect(details.getByText(`${business.region} ${business.address.region}`, { exact: true })).toBeVisible();

    await expectReasonList(sectionByHeading(page, contact.whyChoose.heading), contact.whyChoose.items);

    const emergency = sectionByHeading(page, contact.emergency.heading);
    await expect(emergency).toContainText(contact.emergency.text);
    await expectCallLink(emergency, telHref);
  });
});

test.describe("/testimonials", () => {
  test("the newest reviews with their stars, the rating from its review count and the Google link", async ({ page }) => {
    await openPage(page, "/testimonials");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(testimonialsPage.hero.heading);
    const reviews = sectionByHeading(page, testimonialsPage.reviews.heading);
    const figures = reviews.locator("figure");
    await expect(figures).toHaveCount(newestTestimonials.length);
    for (const [index, item] of newestTestimonials.entries()) {
      await expect(figures.nth(index)).toContainText(item.text);
      await expect(figures.nth(index)).toContainText(item.author);
      // As many stars as the review gives: the rating image holds that many star icons.
      const stars = figures.nth(index).getByRole("img", { name: siteCopy.rating(item.rating) });
      await expect(stars).toBeVisible();
      await expect(stars.locator("svg")).toHaveCount(item.rating);
    }

    const { block, link } = googleReviewBlock(page, testimonialsPage.googleReview.heading, testimonialsPage.googleLinkLabel);
    await expect(block.getByText(rating, { exact: true })).toBeVisible();
    await expect(block.getByText(siteCopy.googleReviewCount(business.rating.testimonialsCount), { exact: true })).toBeVisible();
    await expectGoogleLink(link);
  });
});

test.describe(`the menu's article, ${paths.article}`, () => {
  test("article h1, updated date, reading time and related links", async ({ page }) => {
    await openPage(page, paths.article);
    const post = findPost(paths.article.slice(`${paths.blog}/`.length))!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const content = main(page);
    await expect(content.getByText(siteCopy.article.updated(post.updated), { exact: true })).toBeVisible();
    await expect(content.getByText(siteCopy.article.readingTime(post.minutes), { exact: true })).toBeVisible();
    const headings = [...post.html.matchAll(/<h2 id="[^"]+"><a [^>]+>([^<]+)<\/a><\/h2>/g)].map((match) =>
      match[1]!.replace(/&#39;/g, "'"),
    );
    expect(headings, "every heading of the post read").toHaveLength(post.html.split("<h2").length - 1);
    await expect(content.locator(".post-body h2")).toHaveText(headings);
    for (const { link } of postSurroundings.next.links) await expectLinkTo(content, link);
    await expectCallLink(content, telHref);
  });
});

for (const path of ["/storm-cleanup", "/storm-damage"]) {
  test.describe(`storm page ${path}`, () => {
    test("its sections, read on one load: hero, situations, steps, preparation, insurance, FAQ, suburb links and call to action", async ({
      page,
    }) => {
      await openPage(page, path);
      await test.step("hero, the situations, the steps and the why-qualified section with the blog link", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(storm.hero.heading);
        await expectCallLink(heroOf(page), telHref);

        const situations = topListItems(sectionByHeading(page, storm.situations.heading));
        await expect(situations.getByRole("heading", { level: 3 })).toHaveText(storm.situations.items.map((s) => s.title));

        const steps = sectionByHeading(page, storm.process.heading).locator("ol > li");
        await expect(steps).toHaveCount(storm.process.items.length);
        for (const [index, step] of storm.process.items.entries()) {
          await expect(steps.nth(index)).toContainText(step.title);
        }

        const qualified = sectionByHeading(page, storm.whyQualified.heading);
        await expectReasonList(qualified, storm.whyQualified.items);
        await expectNamedLink(qualified, storm.blogLink.linkLabel, paths.article);
      });
      await test.step("preparation, preventive care, insurance help and the FAQ", async () => {
        await expect(topListItems(sectionByHeading(page, storm.preparation.heading))).toHaveText(storm.preparation.items);
        await expect(topListItems(sectionByHeading(page, storm.preventiveCare.heading))).toHaveText(storm.preventiveCare.items);
        const insurance = sectionByHeading(page, storm.insurance.heading);
        await expect(insurance).toContainText(storm.insurance.paragraphs[0]!);
        await expect(topListItems(insurance)).toHaveText(storm.insurance.points);
        const faq = sectionByHeading(page, storm.faq.heading);
        await expect(faq.locator("summary")).toHaveCount(storm.faq.items.length);
        await expectFaqQuestions(faq, storm.faq.items);
      });
      await test.step("links to every suburb page and a quote link to /contact", async () => {
        await expectAreaLinks(
          sectionByHeading(page, storm.locations.heading),
          suburbs.map((suburb) => ({ name: suburb.name, link: `/locations/${suburb.slug}` })),
        );
        await expect(sectionByHeading(page, storm.locations.heading).getByRole("link")).toHaveCount(suburbs.length);
        await expectNamedLink(sectionByHeading(page, storm.cta.heading), siteCopy.quoteLabel, paths.contact);
        await expectCallLink(sectionByHeading(page, storm.cta.heading), telHref);
      });
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
      await expect(faq.locator("summary")).toHaveCount(suburb.faq.items.length);
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
