import { announcementsMessages } from "@classwise/shared";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ClassAnnouncements } from "../../src/features/announcements/components/class-announcements";
import { type ApiCall, json, renderRoutes, stubApi } from "../support";

afterEach(() => vi.unstubAllGlobals());

const CLASS_ID = "class-1";

describe("class announcements", () => {
  it("lets the teacher post one, checked by the shared rules, and lists it", async () => {
    const posted: ApiCall[] = [];
    let list: unknown[] = [];
    stubApi((call) => {
      if (call.method === "POST") {
        posted.push(call);
        list = [{ _id: "a1", classId: CLASS_ID, createdAt: "2026-11-21T09:00:00.000Z", ...(call.body as object) }];
        return json({ success: true, announcement: list[0] }, 201);
      }
      return json({ success: true, announcements: list, totalAnnouncements: list.length, totalPages: 1 });
    });
    renderRoutes([{ path: "/", element: <ClassAnnouncements classId={CLASS_ID} canPost /> }], "/");
    expect(await screen.findByText(announcementsMessages.empty)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: announcementsMessages.post }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: announcementsMessages.post }));
    expect(await within(dialog).findByText(announcementsMessages.titleRequired)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(announcementsMessages.titleLabel), "Exam on Friday");
    await userEvent.type(within(dialog).getByLabelText(announcementsMessages.bodyLabel), "Bring a pen.");
    await userEvent.click(within(dialog).getByRole("button", { name: announcementsMessages.post }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ title: "Exam on Friday", body: "Bring a pen." });
    expect(await screen.findByRole("heading", { name: "Exam on Friday" })).toBeInTheDocument();
  });

  it("shows students the announcements without a post button", async () => {
    stubApi(() =>
      json({
        success: true,
        announcements: [
          { _id: "a1", classId: CLASS_ID, title: "Welcome", body: "Hello class", createdAt: "2026-11-21T09:00:00Z" },
        ],
        totalAnnouncements: 1,
        totalPages: 1,
      }),
    );
    renderRoutes([{ path: "/", element: <ClassAnnouncements classId={CLASS_ID} canPost={false} /> }], "/");
    expect(await screen.findByRole("heading", { name: "Welcome" })).toBeInTheDocument();
    expect(screen.getByText("Hello class")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: announcementsMessages.post })).not.toBeInTheDocument();
  });
});
