import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { messages } from "@classwise/shared";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderCertificatePdf } from "../../src/modules/certificates/pdf/render.js";
import { woffToSfnt } from "../../src/modules/certificates/pdf/woff.js";

const require = createRequire(import.meta.url);

describe("the certificate PDF", () => {
  it("unpacks a WOFF font into the same TrueType font", () => {
    const woff = readFileSync(require.resolve("@fontsource/inter/files/inter-latin-ext-700-normal.woff"));
    const packed = fontkit.create(woff);
    const unpacked = fontkit.create(woffToSfnt(woff));
    expect(unpacked.numGlyphs).toBe(packed.numGlyphs);
    expect(unpacked.characterSet).toEqual(packed.characterSet);
    expect(unpacked.glyphForCodePoint(0x0160).advanceWidth).toBe(packed.glyphForCodePoint(0x0160).advanceWidth);
    expect(() => woffToSfnt(Buffer.from("not a font at all, long enough to read a header from it"))).toThrow();
  });

  it("prints names in several scripts, long titles and characters no font has, on one landscape page", async () => {
    const studentName = "Zoë Šťastná-Иванова Νίκος Nguyễn 山田";
    const classTitle = `${"A very long class title that keeps going ".repeat(6)}to the end`;
    const pdf = await PDFDocument.load(
      await renderCertificatePdf({
        number: "CW-7KQ4-M9XT-2HBR-PZ6D",
        studentName,
        classTitle,
        teacherName: "Grace Hopper",
        issuedAt: new Date("2026-11-26T12:00:00Z"),
        verifyUrl: "https://classwise.example/certificates/CW-7KQ4-M9XT-2HBR-PZ6D",
      }),
    );
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 841.89, height: 595.28 });
    expect(pdf.getTitle()).toBe(messages.certificates.pdfTitle(studentName, classTitle));
  });
});
