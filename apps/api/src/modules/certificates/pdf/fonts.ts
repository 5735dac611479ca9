import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { woffToSfnt } from "./woff.js";

/**
 * Inter, the product's typeface, for the certificate. The web app serves Inter as a variable WOFF2, which the
 * PDF library cannot subset (its glyphs come out empty), so the PDF embeds the static WOFF files of the same
 * typeface (@fontsource/inter). Each weight comes in the subsets the web app loads; a character is drawn from
 * the first subset that has it, so names in Latin, Cyrillic, Greek and Vietnamese print as written.
 */
export const WEIGHTS = [400, 600, 700] as const;
export type Weight = (typeof WEIGHTS)[number];
const SUBSETS = ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext"] as const;

const require = createRequire(import.meta.url);

/** The font engine's interface as the PDF library declares it (not exported by name). */
type Fontkit = Parameters<PDFDocument["registerFontkit"]>[0];
type Font = ReturnType<Fontkit["create"]>;

interface Face {
  bytes: Buffer;
  /** Parsed once: shaping tables and glyph caches are shared by every document, only subsets are per document. */
  parsed: Font;
  covers: Set<number>;
}

let faces: Map<Weight, Face[]> | undefined;

/** Read and unpacked once per process (about 2 MB), then shared by every certificate. */
function loadFaces(): Map<Weight, Face[]> {
  if (faces) return faces;
  const loaded = new Map<Weight, Face[]>();
  for (const weight of WEIGHTS) {
    loaded.set(
      weight,
      SUBSETS.map((subset) => {
        const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
        const bytes = woffToSfnt(readFileSync(file));
        const parsed = fontkit.create(bytes);
        return { bytes, parsed, covers: new Set(parsed.characterSet) };
      }),
    );
  }
  faces = loaded;
  return loaded;
}

/** The font engine as the PDF library sees it, answering for the loaded faces with their parsed fonts. */
const sharedFontkit: Fontkit = {
  create(bytes, postscriptName) {
    const face = [...loadFaces().values()].flat().find((candidate) => candidate.bytes === bytes);
    return face ? face.parsed : fontkit.create(bytes, postscriptName);
  },
};

/** A run of text that one embedded font draws. */
export interface TextRun {
  text: string;
  font: PDFFont;
}

/** The fonts of one document: each subset is embedded (as a subset of its glyphs) only when a run needs it. */
export class CertificateFonts {
  private readonly embedded = new Map<Face, PDFFont>();

  constructor(private readonly doc: PDFDocument) {
    doc.registerFontkit(sharedFontkit);
  }

  /** `text` cut into runs by the subset that draws each character; one no subset has becomes "?". */
  async runs(text: string, weight: Weight): Promise<TextRun[]> {
    const choices = loadFaces().get(weight) ?? [];
    const runs: { text: string; face: Face }[] = [];
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      const face = choices.find((candidate) => candidate.covers.has(code));
      const [drawn, by] = face ? [character, face] : ["?", choices[0] as Face];
      const last = runs.at(-1);
      if (last && last.face === by) last.text += drawn;
      else runs.push({ text: drawn, face: by });
    }
    return Promise.all(runs.map(async (run) => ({ text: run.text, font: await this.fontOf(run.face) })));
  }

  private async fontOf(face: Face): Promise<PDFFont> {
    let font = this.embedded.get(face);
    if (!font) {
      font = await this.doc.embedFont(face.bytes, { subset: true });
      this.embedded.set(face, font);
    }
    return font;
  }
}
