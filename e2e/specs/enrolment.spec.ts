import { messages } from "@classwise/shared";
import { expect, type Page, test } from "@playwright/test";
import { signUp } from "../fixtures/session.js";
import {
  FAKE_STRIPE_JS,
  STRIPE_MODE_URL,
  startStripeApiStandIn,
  startStripeModeServer,
} from "../fixtures/stripe-mode.js";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A brand-new student, signed in through the API (sign-up starts a session in the page's context). */
async function signUpStudent(page: Page, baseUrl = "") {
  const email = `enrol-${unique()}@example.test`;
  await signUp(page, { name: "Ella Enrol", email, password: "a-good-password", baseUrl });
  return email;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel(messages.payment.cardNumber).fill(number);
  await page.getByLabel(messages.payment.cardExpiry).fill("12 / 34");
  await page.getByLabel(messages.payment.cardCvc).fill("123");
}

test.describe("enrolment", () => {
  test("a new student pays for a class (declined first), lands on My Enrolled Classes and is enrolled @mobile", async ({
    page,
  }) => {
    const email = await signUpStudent(page);
    await page.goto("/all-classes");
    await page.getByRole("link", { name: messages.catalogue.enrollNow }).first().click();
    await expect(page).toHaveURL(/\/all-classes\/[^/]+$/);
    const detailsUrl = page.url();
    // read the title only once the details page has replaced the catalogue
    await expect(page.getByRole("link", { name: messages.classDetails.payAndEnroll })).toBeVisible();
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    expect(title).not.toBe("");

    await page.getByRole("link", { name: messages.classDetails.payAndEnroll }).click();
    await expect(page).toHaveURL(/\/payment\/[^/]+$/);
    await expect(page.getByRole("heading", { name: messages.payment.summaryTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByLabel(messages.payment.emailAddress)).toHaveValue(email);
    await expect(page.getByLabel(messages.payment.fullName)).toHaveValue("Ella Enrol");
    await expect(page.getByText(/4242 4242 4242 4242/)).toBeVisible();
    const pay = page.getByRole("button", { name: /^Pay \$\d+\.\d{2}$/ });
    await expect(pay).toBeDisabled();

    await fillCard(page, "4000 0000 0000 0002");
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByTestId("payment-error")).toHaveText("Your card was declined.");

    await page.getByLabel(messages.payment.cardNumber).fill("4242 4242 4242 4242");
    await pay.click();
    await expect(page.getByText(messages.classPage.paymentSuccess)).toBeVisible();
    await expect(page.getByText(messages.classPage.redirecting)).toBeVisible();

    await expect(page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);
    await expect(page.getByRole("heading", { name: messages.enrolled.title })).toBeVisible();
    const card = page.locator("article").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: /Continue Learning|Review Class/ })).toBeVisible();
    await expect(page.getByTestId("summary-totalEnrolled")).toHaveText("1");
    await expect(card.getByTestId("class-progress")).not.toHaveAttribute("data-state", "loading");

    await page.goto(detailsUrl);
    await expect(page.getByText(messages.classDetails.alreadyEnrolled, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: messages.classDetails.enrolled })).toBeVisible();
    await expect(page.getByRole("link", { name: messages.classDetails.payAndEnroll })).toHaveCount(0);
  });

  test("opening the payment page directly sends the student back to the catalogue", async ({ page }) => {
    await signUpStudent(page);
    await page.goto("/all-classes");
    await page.getByRole("link", { name: messages.catalogue.enrollNow }).first().click();
    const id = new URL(page.url()).pathname.split("/").pop();
    await page.goto(`/payment/${id}`);
    await expect(page.getByText(messages.classPage.noClassInfo)).toBeVisible();
    await expect(page).toHaveURL(/\/all-classes$/);
  });

  test("a student with no classes sees the empty state linking to the catalogue", async ({ page }) => {
    await signUpStudent(page);
    await page.goto("/student-dashboard");
    await expect(page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);
    await expect(page.getByText(messages.enrolled.emptyTitle)).toBeVisible();
    await page.getByRole("link", { name: messages.enrolled.browseClasses }).click();
    await expect(page).toHaveURL(/\/all-classes$/);
  });
});

test.describe("enrolment with Stripe Elements", () => {
  let stripeApi: Awaited<ReturnType<typeof startStripeApiStandIn>> | undefined;
  let server: Awaited<ReturnType<typeof startStripeModeServer>> | undefined;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    testInfo.setTimeout(240_000);
    stripeApi = await startStripeApiStandIn();
    server = await startStripeModeServer(stripeApi.port);
  });
  test.afterAll(async () => {
    await server?.stop();
    await stripeApi?.close();
  });

  test("pays through Stripe.js (stubbed) with the billing name and email, declined first", async ({ page }) => {
    const api = stripeApi;
    if (!api) throw new Error("stand-in not started");
    const confirmations: { number: string; billing_details: unknown }[] = [];
    await page.route("https://js.stripe.com/**", (route) =>
      route.fulfill({ contentType: "application/javascript", body: FAKE_STRIPE_JS }),
    );
    // What Stripe would do on confirmCardPayment: decline 4000…0002, else mark the intent succeeded.
    await page.route("https://api.stripe.com/v1/payment_intents/*/confirm", async (route) => {
      const body = JSON.parse(route.request().postData() ?? "{}");
      confirmations.push(body);
      const intent = api.intents.get(String(body.client_secret).split("_secret_")[0] ?? "");
      const headers = { "access-control-allow-origin": "*" };
      if (!intent || intent.client_secret !== body.client_secret) {
        return route.fulfill({
          headers,
          json: { error: { type: "invalid_request_error", message: "No such intent" } },
        });
      }
      if (body.number === "4000000000000002") {
        return route.fulfill({
          headers,
          json: { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } },
        });
      }
      intent.status = "succeeded";
      return route.fulfill({ headers, json: { paymentIntent: { id: intent.id, status: "succeeded" } } });
    });

    const email = await signUpStudent(page, STRIPE_MODE_URL);
    await page.goto(`${STRIPE_MODE_URL}/all-classes`);
    await page.getByRole("link", { name: messages.catalogue.enrollNow }).first().click();
    // read the title only once the details page has replaced the catalogue
    await expect(page).toHaveURL(/\/all-classes\/[^/?]+$/);
    await expect(page.getByRole("link", { name: messages.classDetails.payAndEnroll })).toBeVisible();
    const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
    await page.getByRole("link", { name: messages.classDetails.payAndEnroll }).click();

    const card = page.getByLabel("Stripe card details");
    await expect(card).toBeVisible();
    // no sandbox hint in stripe mode
    await expect(page.getByText(messages.payment.sandboxHint)).toHaveCount(0);
    const pay = page.getByRole("button", { name: /^Pay \$\d+\.\d{2}$/ });
    await expect(pay).toBeDisabled();
    await card.fill("4000000000000002");
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page.getByTestId("payment-error")).toHaveText("Your card was declined.");

    await card.fill("4242424242424242");
    await pay.click();
    await expect(page.getByText(messages.classPage.paymentSuccess)).toBeVisible();
    await expect(page).toHaveURL(/\/student-dashboard\/my-enroll-classes$/);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    expect(confirmations.at(-1)?.billing_details).toEqual({ name: "Ella Enrol", email });
    // one intent for both attempts: the declined one was confirmed again
    expect(new Set(confirmations.map((c) => JSON.stringify(c).match(/pi_e2e[0-9a-f]+/)?.[0])).size).toBe(1);
  });
});
