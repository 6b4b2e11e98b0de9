/**
 * The owner's content grows and shrinks within its shapes: the checks every build makes
 * (checkContent) take a copy of the shipped content with a seventh question, a fourth reason, a
 * service taken off the services page and a testimonial added, and the services page shows what the owner wrote; so does
 * the owner's normal growth (scripts/fixtures/owner-growth.ts), which a build of a copy takes too; a
 * section left empty, or grown past its room, is refused naming the page and the field.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  checkContent,
  quoteServiceOptions,
  readCatalogue,
  readJobs,
  readPage,
  readServiceCards,
  readSuburbs,
  readTestimonials,
} from "#app/content/content-files.server.ts";
import { readPosts } from "#app/content/blog/posts.server.ts";
import { placeholderValues } from "#app/content/business.ts";
import { TESTIMONIALS_SHOWN } from "#app/content/model/pages.ts";
import Services from "#app/routes/services.tsx";
import { copyContentForEachTest } from "../../scripts/fixtures/content-copy.ts";
import { grown, growContent } from "../../scripts/fixtures/owner-growth.ts";

const { file, edit } = copyContentForEachTest();

const question = { question: "Do you work on weekends?", answer: "Yes: storm work any day, other jobs on Saturdays by arrangement." };
const newest = { author: "Grace P.", location: "Noosa", rating: 4, date: "2099-01-15", text: "Careful crew, fair price, tidy yard." };

describe("content the owner can grow", () => {
  it("takes a seventh question, a fourth reason, a service off the services page and a testimonial added, and the page shows them", () => {
    const shipped = { page: readPage("services"), cards: readServiceCards() };
    edit("pages/services.json", (json) => json.faq.items.push(question));
    // The last card's service kept for the suburb pages that name it, in their own words: no card of its own.
    const [lastCard] = Object.entries(readCatalogue().services).findLast(([, service]) => service.description !== undefined)!;
    edit(`services/${lastCard}.json`, (json) => {
      delete json.description;
      delete json.features;
    });
    edit("pages/home.json", (json) => json.reasons.items.push({ reason: "paperwork" }));
    writeFileSync(file(`testimonials/${newest.date}-grace-p.json`), JSON.stringify(newest));
    expect(() => checkContent()).not.toThrow();

    const services = readPage("services");
    const cards = readServiceCards();
    expect(services.faq.items).toEqual([...shipped.page.faq.items, question]);
    expect(cards).toEqual(shipped.cards.slice(0, -1));
    expect(readPage("home").reasons.items.at(-1)).toEqual(readCatalogue().reasons.paperwork);
    const testimonials = readdirSync(file("testimonials"));
    expect(readTestimonials()).toHaveLength(Math.min(testimonials.length, TESTIMONIALS_SHOWN));
    expect(readTestimonials()[0]).toMatchObject({ author: newest.author, text: newest.text });

    const html = renderToStaticMarkup(
      <Services
        {...({ loaderData: { servicesPage: services, serviceCards: cards, galleryLink: null } } as Parameters<typeof Services>[0])}
      />,
    );
    expect(html.match(/<details /g)).toHaveLength(services.faq.items.length);
    expect(html).toContain(`<span>${question.question}</span>`);
    const cardTitles = [...html.matchAll(/<article[^>]*>.*?<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
    expect(cardTitles).toEqual(cards.map((card) => card.title));
  });

  it("takes the owner's growth: a question, a reason, a post, a job with its photo, a suburb, a service added and one retired, a testimonial retired", async () => {
    const shipped = { services: readPage("services"), cards: readServiceCards(), testimonials: readdirSync(file("testimonials")).length };
    const retired = readCatalogue().services[grown.retired]!.title;
    await growContent(file(""));
    expect(() => checkContent()).not.toThrow();
    const services = readPage("services");
    expect(services.faq.items).toEqual([...shipped.services.faq.items, grown.question]);
    expect(services.whyChoose.items).toHaveLength(shipped.services.whyChoose.items.length + 1);
    // The service added (with a description) has a card, in its order; the one retired has none.
    const titles = readServiceCards().map((card) => card.title);
    expect(titles).toHaveLength(shipped.cards.length);
    expect(titles.at(-1)).toBe(grown.service.title);
    expect(titles).not.toContain(retired);
    const post = readPosts().find((each) => each.slug === grown.post.slug)!;
    expect(post.html).toContain(`Call ${placeholderValues.phone}`);
    expect(readJobs().map((job) => [job.title, job.suburb])).toEqual([[grown.job.title, "buderim"]]);
    expect(readSuburbs().map((suburb) => suburb.name)).toContain(grown.suburb.name);
    expect(Object.keys(readCatalogue().services)).toContain(grown.service.id);
    expect(Object.keys(readCatalogue().services)).not.toContain(grown.retired);
    expect(quoteServiceOptions()).toContainEqual({ value: grown.service.id, label: grown.service.title });
    expect(readdirSync(file("testimonials"))).toHaveLength(shipped.testimonials - 1);
  });

  it("shows the newest testimonials from as few as one file, and stops the build with none", () => {
    rmSync(file("testimonials"), { recursive: true });
    mkdirSync(file("testimonials"));
    writeFileSync(file(`testimonials/${newest.date}-grace-p.json`), JSON.stringify(newest));
    expect(readTestimonials().map((item) => item.author)).toEqual([newest.author]);
    rmSync(file("testimonials"), { recursive: true });
    expect(() => readTestimonials()).toThrow(
      /Content to fix before the site can be built:\n {2}- Testimonials: none left; the testimonials page shows the newest/,
    );
  });

  it("refuses an empty list, and one past its room, naming the file and the field", () => {
    edit("pages/services.json", (json) => (json.faq.items = []));
    expect(() => readPage("services")).toThrow(
      /Content to fix before the site can be built:\n {2}- Services page: Questions and answers: at least one: the section shows nothing without it/,
    );
    edit(
      "pages/services.json",
      (json) => (json.faq.items = Array.from({ length: 21 }, (_, index) => ({ ...question, question: `Q${index}?` }))),
    );
    expect(() => readPage("services")).toThrow(
      /Content to fix before the site can be built:\n {2}- Services page: Questions and answers: at most 20: /,
    );
  });
});
