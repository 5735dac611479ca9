import type { Color, PDFPage } from "pdf-lib";
import QRCode from "qrcode";

/**
 * Draws `text` as a QR code with its top left corner at (x, y), `size` points wide, as one vector path (each
 * row's dark modules merged into bars), so it prints sharp at any size. Error correction M: it still scans with
 * some of it smudged or folded.
 */
export function drawQrCode(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const count = modules.size;
  let path = "";
  for (let row = 0; row < count; row++) {
    let column = 0;
    while (column < count) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < count && modules.get(row, column)) column++;
      path += `M${start} ${row}h${column - start}v1h${start - column}z`;
    }
  }
  page.drawSvgPath(path, { x: at.x, y: at.y, scale: at.size / count, color: at.color, borderWidth: 0 });
}
