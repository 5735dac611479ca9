import { messages } from "@classwise/shared";
import { LineCapStyle, PDFDocument, type PDFFont, type PDFPage, rgb, setCharacterSpacing } from "pdf-lib";
import { CertificateFonts, type TextRun, type Weight } from "./fonts.js";
import { drawQrCode } from "./qr.js";

/** What a certificate says; all of it as stored when it was issued. */
export interface CertificateContent {
  number: string;
  studentName: string;
  classTitle: string;
  teacherName: string;
  issuedAt: Date;
  /** The public page that verifies it, encoded in the QR code. */
  verifyUrl: string;
}

const copy = messages.certificates;

// The web app's palette (apps/web/src/index.css and Tailwind's slate).
const hex = (value: number) => rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
const color = {
  brand50: hex(0xeef2ff),
  brand100: hex(0xe0e7ff),
  brand200: hex(0xc7d2fe),
  brand600: hex(0x4f46e5),
  brand700: hex(0x4338ca),
  slate900: hex(0x0f172a),
  slate600: hex(0x475569),
  slate500: hex(0x64748b),
  slate200: hex(0xe2e8f0),
  white: hex(0xffffff),
};

/** A4 landscape, in points. */
const WIDTH = 841.89;
const HEIGHT = 595.28;
const LEFT = 72;
const TEXT_WIDTH = 640;

interface TextStyle {
  size: number;
  weight: Weight;
  color: ReturnType<typeof rgb>;
  /** Extra space after each character, in points (small capitals headings). */
  spacing?: number;
}

interface MeasuredText {
  runs: TextRun[];
  width: number;
}

/** One document's text drawing: measured runs across the embedded subsets of Inter. */
class Typesetter {
  /** Widths at 1 pt per font and text: shaping a run is the costly part of measuring, and fitting measures often. */
  private readonly widths = new Map<PDFFont, Map<string, number>>();

  constructor(
    private readonly page: PDFPage,
    private readonly fonts: CertificateFonts,
  ) {}

  private widthOf(run: TextRun, size: number): number {
    const known = this.widths.get(run.font) ?? new Map<string, number>();
    this.widths.set(run.font, known);
    const width = known.get(run.text) ?? run.font.widthOfTextAtSize(run.text, 1);
    known.set(run.text, width);
    return width * size;
  }

  async measure(text: string, style: TextStyle): Promise<MeasuredText> {
    const runs = await this.fonts.runs(text, style.weight);
    const spacing = (style.spacing ?? 0) * [...text].length;
    const width = runs.reduce((sum, run) => sum + this.widthOf(run, style.size), spacing);
    return { runs, width };
  }

  draw(measured: MeasuredText, x: number, y: number, style: TextStyle) {
    if (style.spacing) this.page.pushOperators(setCharacterSpacing(style.spacing));
    let left = x;
    for (const run of measured.runs) {
      this.page.drawText(run.text, { x: left, y, size: style.size, font: run.font, color: style.color });
      left += this.widthOf(run, style.size) + (style.spacing ?? 0) * [...run.text].length;
    }
    if (style.spacing) this.page.pushOperators(setCharacterSpacing(0));
  }

  async line(text: string, x: number, y: number, style: TextStyle) {
    this.draw(await this.measure(text, style), x, y, style);
  }

  /**
   * The largest size from `style.size` down to `smallest` at which `text` fits `width` in at most `maxLines`
   * lines (broken between words); at the smallest size, the last line is cut with an ellipsis.
   */
  async fit(text: string, style: TextStyle, width: number, maxLines: number, smallest: number) {
    for (let size = style.size; ; size -= 2) {
      const sized = { ...style, size };
      const lines = await this.wrap(text, sized, width);
      if (lines.length <= maxLines) return { lines: await this.balance(lines, sized), style: sized };
      if (size - 2 < smallest) {
        const kept = lines.slice(0, maxLines);
        kept[maxLines - 1] = await this.cut(lines.slice(maxLines - 1).join(" "), sized, width);
        return { lines: kept, style: sized };
      }
    }
  }

  /** Two lines made as even as the words allow, so a title does not end on one stray word. */
  private async balance(lines: string[], style: TextStyle): Promise<string[]> {
    if (lines.length !== 2) return lines;
    const words = lines.join(" ").split(" ");
    let best = lines;
    let bestWidth = Number.POSITIVE_INFINITY;
    for (let split = 1; split < words.length; split++) {
      const pair = [words.slice(0, split).join(" "), words.slice(split).join(" ")];
      const widths = await Promise.all(pair.map(async (line) => (await this.measure(line, style)).width));
      const widest = Math.max(...widths);
      if (widest < bestWidth) {
        best = pair;
        bestWidth = widest;
      }
    }
    return best;
  }

  private async wrap(text: string, style: TextStyle, width: number): Promise<string[]> {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && (await this.measure(candidate, style)).width > width) {
        lines.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) lines.push(current);
    return lines;
  }

  private async cut(text: string, style: TextStyle, width: number): Promise<string> {
    const characters = [...text];
    while (characters.length > 1 && (await this.measure(`${characters.join("")}…`, style)).width > width) {
      characters.pop();
    }
    return `${characters.join("").trimEnd()}…`;
  }
}

/** The product's mark (the web app's logo): a rounded square with a cube drawn in white. */
function drawLogo(page: PDFPage, x: number, top: number, size: number) {
  const scale = size / 64;
  page.drawSvgPath("M14 0H50A14 14 0 0 1 64 14V50A14 14 0 0 1 50 64H14A14 14 0 0 1 0 50V14A14 14 0 0 1 14 0Z", {
    x,
    y: top,
    scale,
    color: color.brand600,
  });
  const stroke = { x, y: top, scale, borderColor: color.white };
  page.drawSvgPath("M18 40V24L32 16L46 24V40L32 48Z", { ...stroke, borderWidth: 4 * scale });
  page.drawSvgPath("M32 32L46 24M32 32V48M32 32L18 24", { ...stroke, borderWidth: 3 * scale });
}

/** The frame: a soft band of the brand colour on the left, thin rules around the page, two quiet circles. */
function drawBackground(page: PDFPage) {
  page.drawRectangle({ x: 0, y: 0, width: WIDTH, height: HEIGHT, color: color.white });
  page.drawCircle({ x: WIDTH - 150, y: HEIGHT - 130, size: 150, color: color.brand50 });
  page.drawCircle({ x: WIDTH + 30, y: 40, size: 120, color: color.brand50 });
  page.drawRectangle({ x: 0, y: 0, width: 14, height: HEIGHT, color: color.brand600 });
  page.drawRectangle({ x: 14, y: 0, width: 4, height: HEIGHT, color: color.brand200 });
  page.drawRectangle({
    x: 36,
    y: 22,
    width: WIDTH - 58,
    height: HEIGHT - 44,
    borderColor: color.brand100,
    borderWidth: 1,
  });
}

/** A seal in the top right corner: the brand colour, a fine white ring and a tick. */
function drawSeal(page: PDFPage, x: number, y: number) {
  page.drawCircle({ x, y, size: 54, color: color.brand600 });
  page.drawCircle({ x, y, size: 47, borderColor: color.brand200, borderWidth: 1 });
  page.drawCircle({ x, y, size: 44, borderColor: color.white, borderWidth: 0.5, borderOpacity: 0.6 });
  page.drawSvgPath("M-16 1L-5 12L17 -12", {
    x,
    y,
    borderColor: color.white,
    borderWidth: 6,
    borderLineCap: LineCapStyle.Round,
  });
}

function formatDate(date: Date): string {
  return date.toLocaleDateString("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });
}

/** The certificate as a one-page PDF: A4 landscape, Inter, the product's palette, a QR code of its address. */
export async function renderCertificatePdf(content: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(copy.pdfTitle(content.studentName, content.classTitle));
  doc.setAuthor("Classwise");
  doc.setSubject(content.number);
  doc.setCreator("Classwise");
  doc.setProducer("Classwise");
  doc.setCreationDate(content.issuedAt);
  doc.setModificationDate(content.issuedAt);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const type = new Typesetter(page, new CertificateFonts(doc));

  drawBackground(page);
  drawSeal(page, WIDTH - 150, HEIGHT - 130);
  drawLogo(page, LEFT, HEIGHT - 64, 34);
  await type.line("Classwise", LEFT + 44, HEIGHT - 88, { size: 20, weight: 700, color: color.slate900 });

  const eyebrow: TextStyle = { size: 11, weight: 600, color: color.brand600, spacing: 2.4 };
  await type.line(copy.pdfHeading.toUpperCase(), LEFT, HEIGHT - 168, eyebrow);
  await type.line(copy.pdfPresented, LEFT, HEIGHT - 204, { size: 15, weight: 400, color: color.slate600 });

  const name = await type.fit(content.studentName, { size: 46, weight: 700, color: color.slate900 }, TEXT_WIDTH, 1, 16);
  await type.line(name.lines[0] ?? "", LEFT, HEIGHT - 258, name.style);
  page.drawRectangle({ x: LEFT, y: HEIGHT - 282, width: 72, height: 4, color: color.brand600 });

  await type.line(copy.pdfCompleted, LEFT, HEIGHT - 318, { size: 13, weight: 400, color: color.slate600 });
  const title = await type.fit(content.classTitle, { size: 26, weight: 600, color: color.brand700 }, TEXT_WIDTH, 2, 16);
  let y = HEIGHT - 354;
  for (const line of title.lines) {
    await type.line(line, LEFT, y, title.style);
    y -= title.style.size * 1.25;
  }
  const teacher = await type.fit(
    copy.pdfTaughtBy(content.teacherName),
    { size: 14, weight: 400, color: color.slate600 },
    TEXT_WIDTH,
    1,
    10,
  );
  await type.line(teacher.lines[0] ?? "", LEFT, y - 10, teacher.style);

  // The footer: date and number on the left, the QR code of the verification page on the right.
  const footerTop = 150;
  page.drawLine({
    start: { x: LEFT, y: footerTop },
    end: { x: WIDTH - 72, y: footerTop },
    thickness: 0.75,
    color: color.slate200,
  });
  const label: TextStyle = { size: 8.5, weight: 600, color: color.slate500, spacing: 1.6 };
  const value: TextStyle = { size: 13, weight: 600, color: color.slate900 };
  await type.line(copy.pdfDate.toUpperCase(), LEFT, footerTop - 30, label);
  await type.line(formatDate(content.issuedAt), LEFT, footerTop - 48, value);
  await type.line(copy.pdfNumber.toUpperCase(), LEFT + 190, footerTop - 30, label);
  await type.line(content.number, LEFT + 190, footerTop - 48, { ...value, spacing: 0.6 });
  const address = await type.fit(
    content.verifyUrl,
    { size: 9, weight: 400, color: color.slate500 },
    WIDTH - 72 - 120 - LEFT,
    1,
    6,
  );
  await type.line(copy.pdfVerify, LEFT, footerTop - 84, { size: 9, weight: 600, color: color.slate600 });
  await type.line(address.lines[0] ?? "", LEFT, footerTop - 98, address.style);

  const qrSize = 92;
  page.drawRectangle({
    x: WIDTH - 72 - qrSize - 8,
    y: footerTop - 24 - qrSize - 8,
    width: qrSize + 16,
    height: qrSize + 16,
    color: color.white,
    borderColor: color.brand100,
    borderWidth: 1,
  });
  drawQrCode(page, content.verifyUrl, {
    x: WIDTH - 72 - qrSize,
    y: footerTop - 16,
    size: qrSize,
    color: color.slate900,
  });

  return doc.save();
}
