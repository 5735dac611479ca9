import { describe, expect, it } from "vitest";
import { createLessonBodySchema, messages, parseVideoUrl, videoEmbedUrl } from "../src/index.js";

describe("lesson video links", () => {
  it("reads YouTube links in their usual shapes as provider and id", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
    ]) {
      expect(parseVideoUrl(link), link).toEqual({ provider: "youtube", id: "dQw4w9WgXcQ" });
    }
  });

  it("reads Vimeo links", () => {
    expect(parseVideoUrl("https://vimeo.com/76979871")).toEqual({ provider: "vimeo", id: "76979871" });
    expect(parseVideoUrl("https://player.vimeo.com/video/76979871?h=abc")).toEqual({
      provider: "vimeo",
      id: "76979871",
    });
    expect(parseVideoUrl("https://vimeo.com/channels/staffpicks/76979871")).toEqual({
      provider: "vimeo",
      id: "76979871",
    });
  });

  it("refuses other hosts, other schemes and ids that could carry markup", () => {
    for (const link of [
      "javascript:alert(1)",
      "https://evil.example/watch?v=dQw4w9WgXcQ",
      "https://www.youtube.com/watch?v=%22%3E%3Cscript%3E",
      "https://youtu.be/short",
      "https://vimeo.com/about",
      "not a link",
      "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    ]) {
      expect(parseVideoUrl(link), link).toBeUndefined();
    }
  });

  it("embeds through the providers' privacy modes only", () => {
    expect(videoEmbedUrl({ provider: "youtube", id: "dQw4w9WgXcQ" })).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedUrl({ provider: "vimeo", id: "76979871" })).toBe("https://player.vimeo.com/video/76979871?dnt=1");
  });
});

describe("lesson input", () => {
  const valid = { classId: "c1", title: "Getting started", body: "# Hi", estimatedMinutes: 10 };

  it("accepts a lesson, with no video and open from the start (no drip), by default", () => {
    expect(createLessonBodySchema.parse(valid)).toEqual({ ...valid, videoUrl: "", dripDays: null, dripDate: null });
  });

  it("words each refusal", () => {
    const issues = (input: object) =>
      createLessonBodySchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message);
    expect(issues({ title: "ab" })).toEqual([messages.lessons.titleLength]);
    expect(issues({ title: "x".repeat(121) })).toEqual([messages.lessons.titleLength]);
    expect(issues({ body: "x".repeat(50_001) })).toEqual([messages.lessons.bodyTooLong]);
    expect(issues({ videoUrl: "https://example.com/v" })).toEqual([messages.lessons.videoInvalid]);
    expect(issues({ estimatedMinutes: 0 })).toEqual([messages.lessons.minutesInvalid]);
    expect(issues({ estimatedMinutes: 2.5 })).toEqual([messages.lessons.minutesInvalid]);
    expect(createLessonBodySchema.safeParse({ ...valid, body: "x".repeat(50_000) }).success).toBe(true);
  });
});
