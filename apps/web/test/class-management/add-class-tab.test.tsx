import { classesMessages, IMAGE_MAX_BYTES, validationMessages } from "@classwise/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddClassTab } from "../../src/features/classes/components/teacher/add-class-tab";
import type { AuthContextValue } from "../../src/lib/auth/auth-context";
import {
  type ApiCall,
  deferred,
  json,
  pngFile,
  renderRoutes,
  signedInAuth,
  stubApi,
  stubObjectUrls,
  teacher,
} from "./support";

const auth = vi.hoisted(() => ({ current: null as AuthContextValue | null }));
vi.mock("../../src/lib/auth/auth-context", () => ({ useAuth: () => auth.current }));

const copy = classesMessages;
const v = validationMessages;
const UPLOADED_URL = `/uploads/classes/${"a".repeat(64)}.webp`;

function renderTab() {
  return renderRoutes(
    [
      { path: "/teacher-dashboard/add-class", element: <AddClassTab /> },
      { path: "/teacher-dashboard/my-classes", element: <p>my classes page</p> },
    ],
    "/teacher-dashboard/add-class",
  );
}

const user = () => userEvent.setup({ applyAccept: false });

async function fillValidForm(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText(copy.titleLabel), "  Watercolour basics  ");
  await u.type(screen.getByLabelText(copy.priceLabel), "49.99");
  await u.selectOptions(screen.getByLabelText(copy.categoryFieldLabel), "graphic-design");
  await u.type(screen.getByLabelText(copy.descriptionLabel), "Paint loose landscapes.");
  await u.upload(screen.getByLabelText(copy.imageLabel), pngFile());
}

beforeEach(() => {
  auth.current = signedInAuth();
  stubObjectUrls();
});
afterEach(() => {
  vi.unstubAllGlobals();
  auth.current = null;
});

describe("teacher Add Class tab", () => {
  it("shows the teacher's name and email read-only", () => {
    stubApi(() => json({}));
    renderTab();
    expect(screen.getByRole("heading", { name: copy.addTitle })).toBeInTheDocument();
    const name = screen.getByLabelText(copy.teacherNameLabel);
    const email = screen.getByLabelText(copy.teacherEmailLabel);
    expect(name).toHaveValue(teacher.displayName);
    expect(name).toHaveAttribute("readonly");
    expect(email).toHaveValue(teacher.email);
    expect(email).toHaveAttribute("readonly");
    const price = screen.getByLabelText(copy.priceLabel);
    expect(price).toHaveAttribute("type", "number");
    expect(price).toHaveAttribute("step", "0.01");
    expect(price).toHaveAttribute("min", "0");
  });

  it("validates each field on blur with the spec's messages", async () => {
    stubApi(() => json({}));
    renderTab();
    const u = user();
    await u.click(screen.getByLabelText(copy.titleLabel));
    await u.tab();
    expect(await screen.findByText(v.classTitleRequired)).toBeInTheDocument();
    await u.click(screen.getByLabelText(copy.priceLabel));
    await u.tab();
    expect(await screen.findByText(v.priceRequired)).toBeInTheDocument();
    await u.click(screen.getByLabelText(copy.descriptionLabel));
    await u.tab();
    expect(await screen.findByText(v.descriptionRequired)).toBeInTheDocument();
    expect(screen.queryByText(v.classImageRequired)).not.toBeInTheDocument();

    await u.type(screen.getByLabelText(copy.titleLabel), "A title");
    await u.tab();
    await waitFor(() => expect(screen.queryByText(v.classTitleRequired)).not.toBeInTheDocument());
  });

  it("refuses to submit an empty form, naming every missing field, and sends nothing", async () => {
    const calls = stubApi(() => json({}));
    renderTab();
    await user().click(screen.getByRole("button", { name: copy.submit }));
    for (const text of [v.classTitleRequired, v.priceRequired, v.descriptionRequired, v.classImageRequired]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
  });

  it("checks the picked file's type and size before any upload", async () => {
    const calls = stubApi(() => json({}));
    renderTab();
    const u = user();
    const input = screen.getByLabelText(copy.imageLabel);
    await u.upload(input, new File(["not an image"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText(v.imageType)).toBeInTheDocument();
    await u.upload(input, new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], "huge.png", { type: "image/png" }));
    expect(await screen.findByText(v.imageSize)).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: copy.imagePreview })).not.toBeInTheDocument();

    await u.upload(input, pngFile());
    expect(await screen.findByRole("img", { name: copy.imagePreview })).toHaveAttribute("src", "blob:preview");
    expect(screen.queryByText(v.imageSize)).not.toBeInTheDocument();
    await u.click(screen.getByRole("button", { name: copy.removeImage }));
    expect(screen.queryByRole("img", { name: copy.imagePreview })).not.toBeInTheDocument();
    expect(await screen.findByText(v.classImageRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("uploads, then adds the class, showing each step on the button, and goes to My Classes", async () => {
    const upload = deferred<Response>();
    const create = deferred<Response>();
    const calls = stubApi((call: ApiCall) => {
      if (call.path === "/images") return upload.promise;
      if (call.path === "/classes") return create.promise;
      return json({}, 404);
    });
    const { router } = renderTab();
    const u = user();
    await fillValidForm(u);
    await u.click(screen.getByRole("button", { name: copy.submit }));

    const uploading = await screen.findByRole("button", { name: copy.uploadingImageButton });
    expect(uploading).toBeDisabled();
    expect(screen.getByLabelText(copy.titleLabel)).toBeDisabled();
    expect(await screen.findByText(copy.uploading)).toBeInTheDocument();
    const uploadCall = calls.find((call) => call.path === "/images");
    expect(uploadCall?.method).toBe("POST");
    expect((uploadCall?.form?.get("image") as File | undefined)?.name).toBe("cover.png");

    upload.resolve(json({ success: true, data: { url: UPLOADED_URL } }));
    expect(await screen.findByRole("button", { name: copy.addingButton })).toBeDisabled();
    const createCall = calls.find((call) => call.path === "/classes");
    expect(createCall?.body).toEqual({
      title: "Watercolour basics",
      price: 49.99,
      category: "graphic-design",
      description: "Paint loose landscapes.",
      image: UPLOADED_URL,
      teacherName: teacher.displayName,
      teacherEmail: teacher.email,
      teacherUid: teacher.uid,
    });

    create.resolve(json({ success: true, message: copy.added, classId: "new-1" }, 201));
    expect(await screen.findByText(copy.added)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/teacher-dashboard/my-classes"));
  });

  it("stops with the upload toast when the image cannot be uploaded", async () => {
    const calls = stubApi((call) =>
      call.path === "/images" ? json({ success: false, code: "UNAVAILABLE", message: "down" }, 503) : json({}),
    );
    renderTab();
    const u = user();
    await fillValidForm(u);
    await u.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText(copy.uploadFailed)).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: copy.submit })).toBeEnabled();
    expect(calls.filter((call) => call.path === "/classes")).toHaveLength(0);
  });

  it("shows the server's message when adding is refused, the generic one on a 5xx, and reuses the upload", async () => {
    let attempt = 0;
    const calls = stubApi((call) => {
      if (call.path === "/images") return json({ success: true, data: { url: UPLOADED_URL } });
      attempt += 1;
      if (attempt === 1) return json({ success: false, code: "FORBIDDEN", message: "You do not have permission" }, 403);
      return new Response("bad gateway", { status: 502 });
    });
    renderTab();
    const u = user();
    await fillValidForm(u);
    await u.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText("You do not have permission")).toBeInTheDocument();
    await u.click(await screen.findByRole("button", { name: copy.submit }));
    await waitFor(() => expect(attempt).toBe(2));
    expect(await screen.findByText(copy.addFailed)).toBeInTheDocument();
    expect(calls.filter((call) => call.path === "/images")).toHaveLength(1);
  });

  it("falls back to 'Failed to add class' when the request never reached the server", async () => {
    stubApi((call) => {
      if (call.path === "/images") return json({ success: true, data: { url: UPLOADED_URL } });
      throw new TypeError("Failed to fetch");
    });
    renderTab();
    const u = user();
    await fillValidForm(u);
    await u.click(screen.getByRole("button", { name: copy.submit }));
    expect(await screen.findByText(copy.addFailed)).toBeInTheDocument();
  });
});
