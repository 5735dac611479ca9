import { homeMessages } from "@classwise/shared";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PopularClassesCarousel } from "../../src/features/classes/components/popular-classes-section";
import { FeedbackCarousel } from "../../src/features/evaluations/components/feedback-carousel";
import { Faq } from "../../src/features/home/components/faq";
import { PlatformStatistics } from "../../src/features/statistics/components/statistics-section";
import { json, makeClass, makeEvaluation, renderRoutes, stubApi, stubViewport } from "./support";

const renderAlone = (element: React.ReactNode) => renderRoutes([{ path: "/", element }], "/");
const fail = () => json({ success: false, message: "boom", code: "INTERNAL" }, 500);

describe("home page sections", () => {
  afterEach(() => vi.unstubAllGlobals());

  describe("Most Popular Classes", () => {
    it("shows the popular classes with descriptions cut at 80 characters", async () => {
      stubViewport(1280);
      const long = makeClass({ title: "Long one", description: "x".repeat(120), enrolledCount: 9 });
      const calls = stubApi(() => json({ success: true, classes: [long, makeClass(), makeClass(), makeClass()] }));
      renderAlone(<PopularClassesCarousel />);
      expect(await screen.findByText("Long one")).toBeInTheDocument();
      expect(screen.getByText(`${"x".repeat(80)}...`)).toBeInTheDocument();
      const link = screen.getByRole("link", { name: /Enroll Now: Long one/ });
      expect(link).toHaveAttribute("href", `/all-classes/${long._id}`);
      expect(calls.map((c) => c.path)).toEqual(["/popular-classes"]);
      // public call: no bearer token even when one is held
      expect(calls[0]?.headers.authorization).toBeUndefined();
    });

    it("falls back to the catalogue when the popular call fails, with the spec's toast", async () => {
      stubViewport(1280);
      const catalogue = [5, 40, 12, 0, 33, 7, 21].map((count) =>
        makeClass({ title: `Count ${count}`, enrolledCount: count }),
      );
      catalogue.push(makeClass({ title: "Pending", status: "pending", enrolledCount: 100 }));
      const calls = stubApi((call) =>
        call.path === "/popular-classes"
          ? fail()
          : json({ success: true, classes: catalogue, totalClasses: catalogue.length, totalPages: 1 }),
      );
      renderAlone(<PopularClassesCarousel />);
      expect(await screen.findByText(homeMessages.popularFallback)).toBeInTheDocument();
      const slides = await screen.findAllByRole("group", { hidden: true });
      expect(slides.map((slide) => within(slide).getByRole("heading", { hidden: true }).textContent)).toEqual([
        "Count 40",
        "Count 33",
        "Count 21",
        "Count 12",
        "Count 7",
        "Count 5",
      ]);
      expect(calls.map((c) => c.path)).toEqual(["/popular-classes", "/classes"]);
      expect(calls[1]?.query.get("status")).toBe("approved");
    });

    it("falls back quietly when the popular list is empty", async () => {
      stubViewport(1280);
      stubApi((call) =>
        call.path === "/popular-classes"
          ? json({ success: true, classes: [] })
          : json({ success: true, classes: [makeClass({ title: "Only class" })], totalClasses: 1, totalPages: 1 }),
      );
      renderAlone(<PopularClassesCarousel />);
      expect(await screen.findByText("Only class")).toBeInTheDocument();
      expect(screen.queryByText(homeMessages.popularFallback)).not.toBeInTheDocument();
    });

    it("says so when both calls fail", async () => {
      stubViewport(1280);
      stubApi(() => fail());
      renderAlone(<PopularClassesCarousel />);
      expect(await screen.findByText(homeMessages.loadPopularFailed)).toBeInTheDocument();
      expect(await screen.findByText(homeMessages.fetchClassesFailed)).toBeInTheDocument();
    });

    it("shows the empty text with a Browse All Classes link", async () => {
      stubViewport(1280);
      stubApi((call) =>
        call.path === "/popular-classes"
          ? json({ success: true, classes: [] })
          : json({ success: true, classes: [], totalClasses: 0, totalPages: 0 }),
      );
      renderAlone(<PopularClassesCarousel />);
      expect(await screen.findByText(homeMessages.noClasses)).toBeInTheDocument();
      expect(screen.getByRole("link", { name: homeMessages.browseAllClasses })).toHaveAttribute("href", "/all-classes");
    });

    it("shows the loading text first", () => {
      stubViewport(1280);
      stubApi(() => new Promise<Response>(() => {}));
      renderAlone(<PopularClassesCarousel />);
      expect(screen.getByText(homeMessages.loadingPopular)).toBeInTheDocument();
    });
  });

  describe("What Our Students Say", () => {
    it("asks for 12 items of at least 4 stars and shows them with the spec's fallbacks", async () => {
      stubViewport(1280);
      const anonymous = makeEvaluation({
        studentName: " ",
        classTitle: "",
        description: "y".repeat(200),
        rating: 4,
        submittedAt: "2025-05-01T00:00:00.000Z",
      });
      const named = makeEvaluation({ studentName: "Noor", classTitle: "Pottery", submittedAt: "2025-04-01T00:00Z" });
      const calls = stubApi(() => json({ success: true, evaluations: [named, anonymous] }));
      renderAlone(<FeedbackCarousel />);
      expect(await screen.findByText(homeMessages.anonymousStudent)).toBeInTheDocument();
      expect(screen.getByText(homeMessages.defaultCourseName)).toBeInTheDocument();
      expect(screen.getByText(`${"y".repeat(150)}...`)).toBeInTheDocument();
      expect(screen.getAllByText(homeMessages.verifiedStudent)).toHaveLength(2);
      expect(screen.getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
      const titles = screen.getAllByRole("group").map((slide) => slide.querySelector("figcaption p")?.textContent);
      expect(titles).toEqual([homeMessages.anonymousStudent, "Noor"]);
      expect(calls[0]?.query.get("minRating")).toBe("4");
      expect(calls[0]?.query.get("limit")).toBe("12");
    });

    it("shows the empty text when nothing qualifies", async () => {
      stubViewport(1280);
      stubApi(() => json({ success: true, evaluations: [makeEvaluation({ rating: 2 })] }));
      renderAlone(<FeedbackCarousel />);
      expect(await screen.findByText(homeMessages.noFeedback)).toBeInTheDocument();
    });

    it("reports a failed load", async () => {
      stubViewport(1280);
      stubApi(() => fail());
      renderAlone(<FeedbackCarousel />);
      expect(await screen.findByText(homeMessages.loadFeedbackFailed)).toBeInTheDocument();
      expect(await screen.findByText(homeMessages.fetchFeedbackFailed)).toBeInTheDocument();
    });
  });

  describe("Platform Statistics", () => {
    it("shows the three figures", async () => {
      stubApi(() => json({ success: true, statistics: { totalUsers: 12345, totalClasses: 42, totalEnrollments: 7 } }));
      renderAlone(<PlatformStatistics />);
      expect(screen.getByText(homeMessages.loadingStatistics)).toBeInTheDocument();
      const users = await screen.findByText(homeMessages.totalUsers);
      expect(users.parentElement).toHaveTextContent("12,345");
      expect(screen.getByText(homeMessages.totalClasses).parentElement).toHaveTextContent("42");
      expect(screen.getByText(homeMessages.totalEnrollments).parentElement).toHaveTextContent("7");
    });

    it("reports a failed load", async () => {
      stubApi(() => fail());
      renderAlone(<PlatformStatistics />);
      expect(await screen.findByRole("alert")).toHaveTextContent(homeMessages.loadStatisticsFailed);
    });
  });

  describe("FAQ", () => {
    it("opens one question at a time and closes the open one on a second click", async () => {
      renderAlone(<Faq />);
      const questions = screen.getAllByRole("button");
      expect(questions).toHaveLength(8);
      const [first, second] = questions as [HTMLElement, HTMLElement];
      first.click();
      expect(await screen.findByRole("region", { name: first.textContent ?? "" })).toBeVisible();
      expect(first).toHaveAttribute("aria-expanded", "true");
      second.click();
      await vi.waitFor(() => expect(first).toHaveAttribute("aria-expanded", "false"));
      expect(second).toHaveAttribute("aria-expanded", "true");
      second.click();
      await vi.waitFor(() => expect(second).toHaveAttribute("aria-expanded", "false"));
      expect(questions.every((q) => q.getAttribute("aria-expanded") === "false")).toBe(true);
    });
  });
});
