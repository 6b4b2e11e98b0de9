/**
 * The owner's quote requests (admin/requests/) on a 390-px phone through `npm run cms`, over its
 * outbox holding three requests as the outbox writes them (one with a photo): the count of new ones
 * on the first screen, the list newest first with each request's details, its photo fetched, every
 * action a thumb's width and none of the developer's words; Called with a note, kept through a
 * reload and on disk; a status set without a connection kept on the phone and saved when it is back,
 * the list read meanwhile from what was last loaded; and one request opened by its address.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { developerWordsIn } from "../../admin/next/developer-words.ts";
import { requestWords } from "../../admin/requests/request-words.ts";
import { jpeg } from "../../scripts/fixtures/outbox-photos.ts";
import { outboxRequestLine } from "../../scripts/fixtures/outbox-request-lines.ts";
import { expect, phoneViewport, test } from "./fixtures.ts";
import { servedCms } from "./served-cms.ts";
import { smallControls } from "./thumb-width.ts";

test("the owner reads the quote requests on a phone, calls the newest, notes it, and it is kept", async ({ browser }) => {
  test.setTimeout(120_000);
  const newestId = crypto.randomUUID();
  const now = Date.now();
  const { copy, editor, stop } = await servedCms("owner-requests", (folder) => {
    // served-cms.ts's OUTBOX_PATH: the outbox npm run cms writes, its photos in a folder beside it.
    const photo = join("outbox-photos", newestId, "photo-1.jpg");
    mkdirSync(join(folder, "outbox-photos", newestId), { recursive: true });
    writeFileSync(join(folder, photo), jpeg(4000));
    writeFileSync(
      join(folder, "outbox.jsonl"),
      outboxRequestLine(2, now) +
        outboxRequestLine(1, now) +
        outboxRequestLine(0, now, {
          request_id: newestId,
          firstName: "Margaret",
          lastName: "Nguyen",
          phone: "0412 345 678",
          email: "margaret@example.com",
          address: "7 Bottlebrush Avenue, Buderim QLD 4556",
          service: "tree-removal",
          urgency: "emergency",
          message: "A gum came down across the driveway in last night's storm.",
          photos: [photo],
        }),
    );
  });
  try {
    const phone = await browser.newContext({ viewport: phoneViewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    const found: Record<string, string[]> = {};
    const look = async (screen: string) => {
      found[screen] = [...(await smallControls(page)), ...developerWordsIn(await page.locator("body").innerText())];
    };

    await page.goto(editor);
    await page.getByRole("link", { name: `${requestWords.quoteRequests} · ${requestWords.newCount(3)}` }).tap();
    await look("the first screen");
    await expect(page).toHaveURL(/#\/requests$/);
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(3);
    // Newest first.
    expect(await cards.evaluateAll((each) => each.map((card) => card.getAttribute("aria-label")))).toEqual([
      "Margaret Nguyen",
      "Customer1 Smith",
      "Customer2 Smith",
    ]);
    const newest = cards.first();
    await expect(newest.getByText("Buderim · Tree Removal · Emergency (ASAP)")).toBeVisible();
    await expect(newest.getByText(requestWords.emergency, { exact: true })).toBeVisible();
    await expect(newest.getByText(/^Today \d{1,2}:\d\d [ap]m$/)).toBeVisible();
    await expect(newest.getByText("A gum came down across the driveway in last night's storm.")).toBeVisible();
    await expect(newest.getByText(requestWords.notEmailed)).toBeVisible();
    // Its photo, fetched as bytes and shown.
    const photo = newest.getByRole("img", { name: requestWords.photoOf(1, "Margaret Nguyen") });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // One tap each: the number as the server works it out, the map of the address, the email.
    const action = (name: string) => newest.getByRole("link", { name });
    await expect(action(requestWords.callWho("Margaret Nguyen", "0412 345 678"))).toHaveAttribute("href", "tel:+61412345678");
    await expect(action(requestWords.textWho("Margaret Nguyen", "0412 345 678"))).toHaveAttribute("href", "sms:+61412345678");
    await expect(action(requestWords.mapOf("7 Bottlebrush Avenue, Buderim QLD 4556"))).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=7%20Bottlebrush%20Avenue%2C%20Buderim%20QLD%204556",
    );
    await expect(action(requestWords.emailWho("Margaret Nguyen", "margaret@example.com"))).toHaveAttribute(
      "href",
      /^mailto:margaret@example\.com\?subject=/,
    );
    await look("the list");

    // Called, with a note.
    await newest.getByRole("button", { name: requestWords.statuses.called }).tap();
    await expect(newest.getByText(requestWords.saved)).toBeVisible();
    await newest.getByLabel(requestWords.note).fill("Rang at 9: coming Thursday 8 am");
    await newest.getByRole("button", { name: requestWords.saveNote }).tap();
    await expect(newest.getByText(requestWords.saved)).toBeVisible();
    await look("called, with a note");
    await page.reload();
    await expect(cards.first().getByRole("button", { name: requestWords.statuses.called })).toHaveAttribute("aria-pressed", "true");
    await expect(cards.first().getByLabel(requestWords.note)).toHaveValue("Rang at 9: coming Thursday 8 am");
    const keptLines = readFileSync(join(copy, "outbox-status.jsonl"), "utf8").trim().split("\n");
    expect(JSON.parse(keptLines.at(-1)!)).toMatchObject({ id: newestId, status: "called", note: "Rang at 9: coming Thursday 8 am" });

    // Without a connection: the list as last loaded, said so; a status set then is kept and saved once it is back.
    await page.goto(`${editor}#/`);
    await expect(page.getByRole("link", { name: `${requestWords.quoteRequests} · ${requestWords.newCount(2)}` })).toBeVisible();
    await phone.setOffline(true);
    await page.getByRole("link", { name: /^Quote requests/ }).tap();
    await expect(page.getByText(/^This phone cannot reach your site just now, so this is your list as last loaded/)).toBeVisible();
    await expect(cards).toHaveCount(3);
    await cards.nth(1).getByRole("button", { name: requestWords.statuses.quoted }).tap();
    await expect(cards.nth(1).getByText(requestWords.keptUntilOnline)).toBeVisible();
    await look("offline");
    await phone.setOffline(false);
    await expect(page.getByText(requestWords.sentWhenBack)).toBeVisible();
    await expect(cards.nth(1).getByRole("button", { name: requestWords.statuses.quoted })).toHaveAttribute("aria-pressed", "true");
    expect(JSON.parse(readFileSync(join(copy, "outbox-status.jsonl"), "utf8").trim().split("\n").at(-1)!)).toMatchObject({
      status: "quoted",
    });

    // Opened by its address, as the phone's alert opens it: that request alone, the way back to the list.
    await page.goto(`${editor}#/requests/${newestId}`);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute("aria-label", "Margaret Nguyen");
    await expect(page.getByRole("link", { name: `Back to ${requestWords.quoteRequests}` })).toBeVisible();
    await look("one request");
    expect(found).toEqual(Object.fromEntries(Object.keys(found).map((screen) => [screen, []])));
  } finally {
    await stop();
  }
});
