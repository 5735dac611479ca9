import { CATEGORIES } from "@classwise/shared";
import type { DemoClassImage } from "./demo-assets.js";
import { Random } from "./prng.js";

export const CLASS_IMAGE_SIZE = { width: 1280, height: 720 } as const;
export const AVATAR_SIZE = 256;

/** A base hue per category (same order as CATEGORIES), so a category's images read as a family. */
const CATEGORY_HUES = [215, 335, 20, 170, 260, 295, 125, 55];
const SLOT_SHIFT = [0, 28, -26];

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${((hue % 360) + 360) % 360}, ${saturation}%, ${lightness}%)`;

type Pattern = (rng: Random) => string;

const { width: W, height: H } = CLASS_IMAGE_SIZE;

/** Eight decorations drawn in translucent white over the gradient; each image gets a different one. */
const PATTERNS: Pattern[] = [
  (rng) =>
    Array.from({ length: 14 }, () => {
      const r = rng.int(30, 150);
      return `<circle cx="${rng.int(0, W)}" cy="${rng.int(0, H)}" r="${r}" fill="#fff" fill-opacity="${(0.05 + rng.next() * 0.12).toFixed(2)}"/>`;
    }).join(""),
  () =>
    Array.from(
      { length: 16 },
      (_, i) =>
        `<rect x="${i * 110 - 400}" y="-200" width="40" height="1200" fill="#fff" fill-opacity="0.08" transform="rotate(30 640 360)"/>`,
    ).join(""),
  () =>
    Array.from(
      { length: 12 * 22 },
      (_, i) =>
        `<circle cx="${40 + (i % 22) * 58}" cy="${40 + Math.floor(i / 22) * 58}" r="6" fill="#fff" fill-opacity="0.16"/>`,
    ).join(""),
  (rng) =>
    Array.from({ length: 7 }, (_, i) => {
      const y = 120 + i * 90;
      const a = rng.int(40, 90);
      return `<path d="M0 ${y} Q 160 ${y - a} 320 ${y} T 640 ${y} T 960 ${y} T 1280 ${y}" stroke="#fff" stroke-width="10" fill="none" stroke-opacity="0.14"/>`;
    }).join(""),
  (rng) =>
    Array.from({ length: 18 }, () => {
      const x = rng.int(0, W);
      const y = rng.int(0, H);
      const s = rng.int(40, 120);
      return `<polygon points="${x},${y - s} ${x + s},${y + s} ${x - s},${y + s}" fill="#fff" fill-opacity="${(0.06 + rng.next() * 0.1).toFixed(2)}" transform="rotate(${rng.int(0, 90)} ${x} ${y})"/>`;
    }).join(""),
  () =>
    Array.from(
      { length: 9 },
      (_, i) =>
        `<circle cx="1150" cy="600" r="${90 + i * 85}" stroke="#fff" stroke-width="18" fill="none" stroke-opacity="${(0.2 - i * 0.018).toFixed(3)}"/>`,
    ).join(""),
  (rng) =>
    Array.from({ length: 14 }, (_, i) => {
      const h = rng.int(120, 560);
      return `<rect x="${40 + i * 90}" y="${H - h}" width="60" height="${h}" rx="10" fill="#fff" fill-opacity="0.12"/>`;
    }).join(""),
  () =>
    Array.from({ length: 10 * 18 }, (_, i) => {
      const x = (i % 18) * 76 + (Math.floor(i / 18) % 2) * 38;
      const y = Math.floor(i / 18) * 76;
      return `<rect x="${x}" y="${y}" width="34" height="34" fill="#fff" fill-opacity="0.1" transform="rotate(45 ${x + 17} ${y + 17})"/>`;
    }).join(""),
];

/** Colours of one picture: a background gradient and the tones the subject is drawn in. */
interface Palette {
  hue: number;
  /** Light surfaces of the drawing (windows, cards, screens). */
  paper: string;
  /** Darker strokes and fills. */
  ink: string;
  /** The bright highlight colour. */
  accent: string;
  /** A second highlight. */
  accent2: string;
}

type Subject = (p: Palette, rng: Random) => string;

const roundRect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;

/** Rows of rounded bars standing for lines of text or code, with no letters. */
const bars = (x: number, y: number, widths: number[], height: number, gap: number, fill: string, opacity = 1) =>
  widths
    .map((w, i) => roundRect(x, y + i * (height + gap), w, height, height / 2, fill, `fill-opacity="${opacity}"`))
    .join("");

/** Wordless pictures of each category's subject, drawn around the centre of a 1280 x 720 canvas. */
const SUBJECTS: Record<(typeof CATEGORIES)[number], Subject> = {
  // A browser window with a page layout: bar, hero block and three cards.
  "web-development": (p) =>
    `${roundRect(300, 130, 680, 460, 28, p.paper)}${roundRect(300, 130, 680, 64, 28, p.ink)}${roundRect(300, 166, 680, 28, 0, p.ink)}` +
    [0, 1, 2]
      .map((i) => `<circle cx="${340 + i * 34}" cy="162" r="10" fill="${[p.accent, p.accent2, "#fff"][i]}"/>`)
      .join("") +
    roundRect(460, 148, 440, 28, 14, "#fff", 'fill-opacity="0.25"') +
    roundRect(340, 224, 600, 150, 18, p.accent, 'fill-opacity="0.85"') +
    bars(372, 262, [300, 220], 22, 18, "#fff", 0.9) +
    [0, 1, 2].map((i) => roundRect(340 + i * 206, 400, 188, 158, 16, p.ink, 'fill-opacity="0.12"')).join("") +
    [0, 1, 2].map((i) => bars(360 + i * 206, 500, [120, 90], 14, 12, p.ink, 0.45)).join(""),
  // A megaphone beside a rising bar chart.
  "digital-marketing": (p) =>
    `<path d="M330 330 L560 230 L560 500 L330 400 Z" fill="${p.paper}"/>${roundRect(280, 320, 70, 90, 16, p.ink)}` +
    `<path d="M360 410 L390 520 L440 520 L420 410 Z" fill="${p.ink}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${600 + i * 40} ${300 - i * 10} q 30 65 0 130" stroke="${p.accent}" stroke-width="16" fill="none" stroke-linecap="round" stroke-opacity="${1 - i * 0.25}"/>`,
      )
      .join("") +
    [120, 180, 250, 330]
      .map((h, i) => roundRect(740 + i * 80, 560 - h, 56, h, 10, i === 3 ? p.accent : p.paper))
      .join("") +
    `<path d="M740 420 L820 370 L900 390 L1000 250" stroke="${p.accent2}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="1000" cy="250" r="16" fill="${p.accent2}"/>`,
  // A pen tool drawing a curve through anchor points, with colour swatches and basic shapes.
  "graphic-design": (p) =>
    `<path d="M260 520 C 420 180, 700 620, 900 260" stroke="${p.paper}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    [
      [260, 520],
      [580, 400],
      [900, 260],
    ]
      .map(([x, y]) =>
        roundRect((x ?? 0) - 18, (y ?? 0) - 18, 36, 36, 6, p.ink, `stroke="${p.paper}" stroke-width="6"`),
      )
      .join("") +
    `<line x1="580" y1="400" x2="700" y2="300" stroke="${p.paper}" stroke-width="5"/><circle cx="700" cy="300" r="14" fill="${p.accent}"/>` +
    `<path d="M930 220 l60 -90 l40 28 l-60 90 z" fill="${p.accent2}"/><path d="M930 220 l-8 46 l40 -18 z" fill="${p.ink}"/>` +
    [p.accent, p.accent2, p.paper, p.ink].map((c, i) => roundRect(300 + i * 90, 130, 70, 70, 16, c)).join("") +
    `<circle cx="1010" cy="480" r="70" fill="${p.accent}" fill-opacity="0.9"/><path d="M900 600 l70 -120 l70 120 z" fill="${p.paper}" fill-opacity="0.9"/>`,
  // A scatter plot with its trend line, and a pie chart.
  "data-science": (p, rng) =>
    `${roundRect(220, 130, 560, 460, 24, p.paper)}<path d="M280 170 V530 H740" stroke="${p.ink}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    Array.from({ length: 22 }, (_, i) => {
      const x = 310 + i * 19 + rng.int(-8, 8);
      const y = 500 - i * 14 + rng.int(-40, 40);
      return `<circle cx="${x}" cy="${y}" r="${rng.int(8, 13)}" fill="${i % 3 === 0 ? p.accent2 : p.accent}" fill-opacity="0.85"/>`;
    }).join("") +
    `<path d="M300 500 L720 210" stroke="${p.ink}" stroke-width="8" stroke-dasharray="18 14" stroke-linecap="round"/>` +
    `<circle cx="960" cy="360" r="150" fill="${p.paper}"/><path d="M960 360 L960 210 A150 150 0 0 1 1105 400 Z" fill="${p.accent}"/>` +
    `<path d="M960 360 L1105 400 A150 150 0 0 1 900 497 Z" fill="${p.accent2}"/>`,
  // A phone with a grid of app tiles, and a tablet behind it.
  "mobile-development": (p) =>
    `${roundRect(700, 170, 320, 420, 30, p.ink, 'fill-opacity="0.35"')}${roundRect(470, 100, 280, 530, 44, p.ink)}${roundRect(490, 150, 240, 430, 14, p.paper)}` +
    roundRect(575, 118, 70, 12, 6, p.paper, 'fill-opacity="0.5"') +
    Array.from({ length: 9 }, (_, i) =>
      roundRect(
        512 + (i % 3) * 74,
        178 + Math.floor(i / 3) * 80,
        52,
        52,
        14,
        [p.accent, p.accent2, p.ink][i % 3] ?? p.ink,
        i % 3 === 2 ? 'fill-opacity="0.3"' : "",
      ),
    ).join("") +
    roundRect(512, 430, 196, 110, 16, p.accent, 'fill-opacity="0.25"') +
    `<circle cx="610" cy="606" r="12" fill="${p.paper}" fill-opacity="0.7"/>`,
  // A wireframe: cards, a toggle switch, a slider and a pointer.
  "ui-ux-design": (p) =>
    `${roundRect(250, 140, 520, 440, 26, p.paper)}${roundRect(280, 170, 460, 120, 16, p.accent, 'fill-opacity="0.3"')}` +
    `<path d="M280 290 L420 200 L520 260 L600 215 L740 290 Z" fill="${p.accent}" fill-opacity="0.6"/>` +
    bars(280, 320, [300, 400, 240], 18, 16, p.ink, 0.35) +
    `${roundRect(280, 440, 150, 56, 28, p.accent2)}${roundRect(450, 440, 150, 56, 28, p.ink, 'fill-opacity="0.2"')}` +
    `${roundRect(830, 190, 200, 96, 48, p.accent)}<circle cx="982" cy="238" r="38" fill="#fff"/>` +
    `${roundRect(830, 360, 240, 14, 7, p.paper, 'fill-opacity="0.6"')}${roundRect(830, 360, 150, 14, 7, p.accent2)}<circle cx="980" cy="367" r="24" fill="${p.paper}"/>` +
    `<path d="M860 470 L860 600 L896 566 L924 624 L950 612 L922 556 L970 552 Z" fill="${p.ink}" stroke="#fff" stroke-width="6" stroke-linejoin="round"/>`,
  // A terminal window: a prompt chevron, lines of code as bars, and curly braces.
  programming: (p) =>
    `${roundRect(280, 120, 720, 480, 26, p.ink)}${roundRect(280, 120, 720, 56, 26, "#000", 'fill-opacity="0.3"')}` +
    [0, 1, 2]
      .map((i) => `<circle cx="${320 + i * 32}" cy="148" r="10" fill="${[p.accent, p.accent2, p.paper][i]}"/>`)
      .join("") +
    `<path d="M330 230 L370 262 L330 294" stroke="${p.accent}" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    bars(400, 248, [260], 24, 0, p.paper, 0.9) +
    bars(360, 320, [420, 320, 380, 220], 20, 22, p.paper, 0.5) +
    bars(400, 362, [200], 20, 0, p.accent2, 0.9) +
    `<path d="M1060 200 q -40 0 -40 40 v 70 q 0 30 -30 30 q 30 0 30 30 v 70 q 0 40 40 40" stroke="${p.paper}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
    roundRect(330, 540, 36, 22, 4, p.accent),
  // A small neural network: layers of nodes joined by connections.
  "artificial-intelligence": (p) => {
    const layers = [3, 5, 5, 2];
    const nodes = layers.map((count, layer) =>
      Array.from({ length: count }, (_, i) => ({ x: 300 + layer * 230, y: 360 + (i - (count - 1) / 2) * 100 })),
    );
    const links = nodes
      .slice(0, -1)
      .flatMap((column, layer) =>
        column.flatMap((a) =>
          (nodes[layer + 1] ?? []).map(
            (b) =>
              `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="${p.paper}" stroke-width="4" stroke-opacity="0.45"/>`,
          ),
        ),
      )
      .join("");
    const dots = nodes
      .flatMap((column, layer) =>
        column.map(
          (n, i) =>
            `<circle cx="${n.x}" cy="${n.y}" r="30" fill="${layer === 0 ? p.accent2 : layer === layers.length - 1 ? p.accent : p.paper}" stroke="${p.ink}" stroke-width="${(i + layer) % 2 === 0 ? 8 : 0}"/>`,
        ),
      )
      .join("");
    return links + dots;
  },
};

/**
 * A class picture with no words: the category's subject drawn flat over a gradient in the category's hue, on
 * the product's fixed 16:9 crop. The three pictures of a category share the subject and differ in colour,
 * background texture and the side the subject sits on, so neighbouring cards do not look the same.
 */
export function classImageSvg(image: DemoClassImage): string {
  const categoryIndex = CATEGORIES.indexOf(image.category);
  const ordinal = categoryIndex * 3 + image.slot;
  const hue = (CATEGORY_HUES[categoryIndex] ?? 0) + (SLOT_SHIFT[image.slot] ?? 0);
  const pattern = PATTERNS[(categoryIndex + image.slot * 3) % PATTERNS.length]!;
  const palette: Palette = {
    hue,
    paper: hsl(hue, 40, 96),
    ink: hsl(hue + 10, 45, 22),
    accent: hsl(hue + 150, 85, 62),
    accent2: hsl(hue + 60, 90, 66),
  };
  // Slot 0 centred, slot 1 a little smaller to the left, slot 2 a little smaller to the right.
  const placement = ["", "translate(-70 40) scale(0.92)", "translate(170 30) scale(0.88)"][image.slot] ?? "";
  const subject = SUBJECTS[image.category](palette, new Random(2000 + ordinal));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 70, 50)}"/><stop offset="1" stop-color="${hsl(hue + 40, 75, 28)}"/>
</linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${pattern(new Random(1000 + ordinal))}
<g transform="${placement}">${subject}</g>
</svg>`;
}

export function avatarSvg(index: number): string {
  const hue = 15 + index * 47;
  const s = AVATAR_SIZE;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 70, 62)}"/><stop offset="1" stop-color="${hsl(hue + 30, 65, 40)}"/>
</linearGradient></defs>
<rect width="${s}" height="${s}" fill="url(#a)"/>
<circle cx="128" cy="104" r="48" fill="${hsl(hue + 180, 35, 92)}"/>
<path d="M40 256 C 48 186, 88 160, 128 160 C 168 160, 208 186, 216 256 Z" fill="${hsl(hue + 180, 35, 92)}"/>
</svg>`;
}
