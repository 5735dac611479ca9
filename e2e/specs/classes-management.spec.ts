import { deflateSync } from "node:zlib";
import { messages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../fixtures/env.js";
import { openAs } from "../fixtures/session.js";

const copy = messages.classes;

/** CRC-32 as PNG chunks need it (polynomial 0xEDB88320). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real RGB PNG with a diagonal gradient, drawn without any image library. */
function gradientPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = Math.round((x / width) * 255);
      rows[row + 2 + x * 3] = Math.round((y / height) * 255);
      rows[row + 3 + x * 3] = 180;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const cardOf = (page: Page, title: string) => page.getByTestId("teacher-class-card").filter({ hasText: title });

test.describe("class management", () => {
  test("a teacher adds a class, an admin approves it, it is public, the teacher updates and deletes it", async ({
    browser,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const title = `Urban sketching ${tag}`;
    const renamed = `Urban sketching, revised ${tag}`;
    const { page: teacher } = await openAs(browser, DEMO_ACCOUNTS.teacher);
    const { page: admin } = await openAs(browser, DEMO_ACCOUNTS.admin);

    // Add Class: validation first, then a real upload.
    await teacher.goto("/teacher-dashboard/add-class");
    await expect(teacher.getByRole("heading", { name: copy.addTitle })).toBeVisible();
    await expect(teacher.getByLabel(copy.teacherEmailLabel)).toHaveValue(DEMO_ACCOUNTS.teacher);
    await teacher.getByRole("button", { name: copy.submit, exact: true }).click();
    await expect(teacher.getByText(messages.validation.classImageRequired)).toBeVisible();
    await expect(teacher.getByText(messages.validation.classTitleRequired)).toBeVisible();

    await teacher.getByLabel(copy.titleLabel).fill(title);
    await teacher.getByLabel(copy.priceLabel).fill("24.50");
    await teacher.getByLabel(copy.categoryFieldLabel).selectOption("graphic-design");
    await teacher.getByLabel(copy.descriptionLabel).fill("Pen and wash sketches of streets, one evening at a time.");
    await teacher
      .getByLabel(copy.imageLabel, { exact: true })
      .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: gradientPng(960, 540) });
    await expect(teacher.getByRole("img", { name: copy.imagePreview })).toBeVisible();
    await teacher.getByRole("button", { name: copy.submit, exact: true }).click();
    await expect(teacher.getByText(copy.added)).toBeVisible();
    await expect(teacher).toHaveURL(/\/teacher-dashboard\/my-classes$/);

    // My Classes: pending, See Details disabled until approved.
    const card = cardOf(teacher, title);
    await expect(card).toBeVisible();
    await expect(card.getByTestId("class-status")).toHaveText("Pending");
    await expect(card.getByRole("button", { name: `${copy.seeDetails}: ${title}` })).toBeDisabled();
    await expect(card.getByText(copy.detailsAfterApproval)).toBeVisible();
    await expect(card.getByText("$24.50")).toBeVisible();
    const imageUrl = await card.locator("img").getAttribute("src");
    expect(imageUrl).toMatch(/^\/uploads\/classes\/[0-9a-f]{64}\.webp$/);
    const image = await teacher.request.get(imageUrl ?? "");
    expect(image.headers()["content-type"]).toContain("image/webp");

    // Admin: approve it, then look at its progress.
    await admin.goto("/admin-dashboard/admin-all-classes");
    const row = admin.getByTestId("admin-class-row").filter({ hasText: title });
    await expect(row.getByRole("button", { name: `${messages.admin.approve}: ${title}` })).toBeVisible();
    await row.getByRole("button", { name: `${messages.admin.approve}: ${title}` }).click();
    await expect(admin.getByText(messages.admin.classApproved(title))).toBeVisible();
    await expect(row.getByRole("button", { name: `${messages.admin.approve}: ${title}` })).toHaveCount(0);
    await row.getByRole("button", { name: `${messages.admin.progress}: ${title}` }).click();
    const progress = admin.getByRole("dialog", { name: copy.progressTitle });
    await expect(progress.getByTestId("class-progress")).toContainText(copy.totalEnrollment);
    await expect(progress.getByTestId("class-progress")).toContainText(copy.assignmentSubmissions);
    // A new class: no enrolments, assignments, submissions or lessons; 0% average, nobody finished.
    await expect(progress.getByText("0", { exact: true })).toHaveCount(5);
    await expect(progress.getByText("0%", { exact: true })).toHaveCount(1);
    await progress.getByRole("button", { name: messages.admin.close, exact: true }).click();
    await expect(progress).toBeHidden();

    // The public catalogue finds it.
    await teacher.goto(`/all-classes?search=${encodeURIComponent(tag)}`);
    await expect(teacher.getByRole("heading", { name: title })).toBeVisible();

    // Back in My Classes: details open now; update the title.
    await teacher.goto("/teacher-dashboard/my-classes");
    await expect(card.getByTestId("class-status")).toHaveText("Approved");
    await expect(card.getByRole("link", { name: `${copy.seeDetails}: ${title}` })).toHaveAttribute(
      "href",
      /\/teacher-dashboard\/my-classes\/.+/,
    );
    await card.getByRole("button", { name: `${copy.update}: ${title}` }).click();
    const dialog = teacher.getByRole("dialog", { name: copy.updateTitle });
    await expect(dialog.getByLabel(copy.titleLabel)).toHaveValue(title);
    await dialog.getByLabel(copy.titleLabel).fill(renamed);
    await dialog.getByRole("button", { name: copy.saveChanges }).click();
    await expect(teacher.getByText(copy.updated)).toBeVisible();
    await expect(dialog).toBeHidden();
    const renamedCard = cardOf(teacher, renamed);
    await expect(renamedCard).toBeVisible();

    // Delete with the SweetAlert2 confirmation.
    await renamedCard.getByRole("button", { name: `${copy.delete}: ${renamed}` }).click();
    await expect(teacher.getByText(copy.confirmTitle)).toBeVisible();
    await expect(teacher.getByText(copy.confirmText(renamed))).toBeVisible();
    await teacher.getByRole("button", { name: copy.confirmYes }).click();
    await expect(teacher.getByText(copy.deletedNotice)).toBeVisible();
    await expect(teacher.getByRole("alert").filter({ hasText: copy.deleted })).toBeVisible();
    await expect(renamedCard).toHaveCount(0);

    // Gone from the catalogue too.
    await teacher.goto(`/all-classes?search=${encodeURIComponent(tag)}`);
    await expect(teacher.getByText(messages.catalogue.noResults(tag))).toBeVisible();
  });
});

test.describe("class management on phones @mobile", () => {
  test("My Classes, Add Class and All Classes fit a 375 px screen; the admin list is cards", async ({ browser }) => {
    for (const [email, path, probe] of [
      [DEMO_ACCOUNTS.teacher, "/teacher-dashboard/add-class", copy.addTitle],
      [DEMO_ACCOUNTS.teacher, "/teacher-dashboard/my-classes", copy.myClassesTitle],
      [DEMO_ACCOUNTS.admin, "/admin-dashboard/admin-all-classes", messages.admin.classesTitle],
    ] as const) {
      const { page } = await openAs(browser, email, { width: 375, height: 740 });
      await page.goto(path);
      await expect(page.getByRole("heading", { name: probe })).toBeVisible();
      if (path.endsWith("all-classes")) {
        await expect(page.getByTestId("admin-class-row").first()).toBeVisible();
        await expect(page.getByRole("table")).toHaveCount(0);
      }
      if (path.endsWith("my-classes")) await expect(page.getByTestId("teacher-class-card").first()).toBeVisible();
      const overflow = await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth");
      expect(overflow, path).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
});
