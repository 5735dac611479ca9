import { type LessonAttachment, lessonsMessages } from "@classwise/shared";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AttachmentList, AttachmentManager } from "../../src/features/lessons/components/lesson-attachments";
import { fileNameOf } from "../../src/lib/api-client";
import { json, renderRoutes, stubApi, stubUploads } from "../support";

const confirmDeletion = vi.fn(async (_text: string) => true);
vi.mock("../../src/components/ui/confirm-deletion", () => ({
  confirmDeletion: (text: string) => confirmDeletion(text),
  showDeletedNotice: async () => undefined,
}));

const copy = lessonsMessages;

function attachment(overrides: Partial<LessonAttachment> = {}): LessonAttachment {
  return {
    _id: "att-1",
    lessonId: "lesson-1",
    fileName: "Worksheet.pdf",
    contentType: "application/pdf",
    sizeBytes: 2_516_582,
    createdAt: "2025-01-01T00:00:00.000Z",
    ...overrides,
  };
}

const renderAt = (element: React.ReactElement) => renderRoutes([{ path: "/", element }], "/");
const pdfFile = (name = "Week 1.pdf", bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

describe("lesson attachments", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    confirmDeletion.mockClear();
  });

  it("lists a lesson's files with type and size, and downloads one under its own name", async () => {
    const calls = stubApi(
      () =>
        new Response(new Blob(["%PDF-1.4"]), {
          status: 200,
          headers: {
            "content-disposition": `attachment; filename="R_sum_.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`,
          },
        }),
    );
    const created = vi.fn((_blob: Blob) => "blob:worksheet");
    vi.stubGlobal("URL", Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    renderAt(
      <AttachmentList
        attachments={[
          attachment(),
          attachment({ _id: "att-2", fileName: "Palette.png", contentType: "image/png", sizeBytes: 860_000 }),
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: copy.attachmentsTitle })).toBeInTheDocument();
    expect(screen.getByText("PDF • 2.4 MB")).toBeInTheDocument();
    expect(screen.getByText("PNG • 840 KB")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: copy.download("Worksheet.pdf") }));
    await waitFor(() => expect(clicked).toEqual(["Résumé.pdf"]));
    expect(calls[0]?.path).toBe("/lessons/attachments/att-1");
    click.mockRestore();
  });

  it("shows nothing when a lesson has no files", () => {
    renderAt(<AttachmentList attachments={[]} />);
    expect(screen.queryByRole("heading", { name: copy.attachmentsTitle })).not.toBeInTheDocument();
  });

  it("uploads a chosen file at once with a progress bar, then says it was added", async () => {
    stubApi(() => json({ success: true }));
    const uploads = stubUploads();
    renderAt(<AttachmentManager classId="class-1" lessonId="lesson-1" attachments={[]} />);
    expect(screen.getByText(copy.noAttachments)).toBeInTheDocument();
    await userEvent.upload(screen.getByTestId("attachment-input"), pdfFile());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const upload = uploads[0];
    if (!upload) throw new Error("no upload");
    expect(upload.method).toBe("POST");
    expect(upload.path).toBe("/lessons/lesson-1/attachments");
    expect((upload.form.get("file") as File).name).toBe("Week 1.pdf");

    upload.progress(0.45);
    expect(await screen.findByRole("progressbar", { name: /Uploading/ })).toHaveAttribute("aria-valuenow", "45");
    expect(screen.getByText(copy.uploadingAttachment("Week 1.pdf", 45))).toBeInTheDocument();
    upload.progress(1);
    expect(await screen.findByText(copy.checkingAttachment("Week 1.pdf"))).toBeInTheDocument();
    upload.respond(201, { success: true, attachment: attachment() });
    await waitFor(() =>
      expect(screen.queryByRole("progressbar", { name: /Uploading|Checking/ })).not.toBeInTheDocument(),
    );
    expect(await screen.findByText(copy.attachmentAdded)).toBeInTheDocument();
  });

  it("says why a file is refused, before sending it when it can tell and after the server's check otherwise", async () => {
    stubApi(() => json({ success: true }));
    const uploads = stubUploads();
    renderAt(<AttachmentManager classId="class-1" lessonId="lesson-1" attachments={[]} />);
    const input = screen.getByTestId("attachment-input");

    await userEvent.upload(input, pdfFile("huge.pdf", 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.attachmentSize);
    await userEvent.upload(input, new File(["MZ"], "setup.exe", { type: "application/x-msdownload" }), {
      applyAccept: false,
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.attachmentType);
    expect(uploads).toHaveLength(0);

    await userEvent.upload(input, pdfFile("fake.pdf"));
    await waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]?.respond(400, { success: false, code: "BAD_REQUEST", message: copy.attachmentType });
    expect(await screen.findByRole("alert")).toHaveTextContent(copy.attachmentType);
  });

  it("deletes a file after the same confirmation as any deletion", async () => {
    const calls = stubApi(() => json({ success: true, message: copy.attachmentDeleted }));
    renderAt(<AttachmentManager classId="class-1" lessonId="lesson-1" attachments={[attachment()]} />);
    await userEvent.click(screen.getByRole("button", { name: copy.deleteAttachment("Worksheet.pdf") }));
    expect(confirmDeletion).toHaveBeenCalledWith(copy.confirmDeleteAttachmentText("Worksheet.pdf"));
    await waitFor(() =>
      expect(calls.some((call) => call.method === "DELETE" && call.path === "/lessons/attachments/att-1")).toBe(true),
    );
  });

  it("reads the saved name from Content-Disposition, the UTF-8 form first", () => {
    expect(fileNameOf(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%C3%A9b.pdf`)).toBe("aéb.pdf");
    expect(fileNameOf(`attachment; filename="grades.csv"`)).toBe("grades.csv");
    expect(fileNameOf("attachment")).toBeUndefined();
  });
});
