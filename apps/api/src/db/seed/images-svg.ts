import { CATEGORIES } from "@classwise/shared";
import type { DemoClassImage } from "./demo-assets.js";
import { Random } from "./prng.js";
import { CATALOGUE } from "./vocabulary/catalogue.js";

export const CLASS_IMAGE_SIZE = { width: 1280, height: 720 } as const;
export const AVATAR_SIZE = 256;

/** A base hue per category (same order as CATEGORIES), so a category's images read as a family. */
const CATEGORY_HUES = [215, 335, 20, 170, 260, 295, 125, 55];
const SLOT_SHIFT = [0, 28, -26];
const FONT = "DejaVu Sans, Liberation Sans, Helvetica, Arial, sans-serif";

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

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

export function classImageSvg(image: DemoClassImage): string {
  const categoryIndex = CATEGORIES.indexOf(image.category);
  const ordinal = categoryIndex * 3 + image.slot;
  const hue = (CATEGORY_HUES[categoryIndex] ?? 0) + (SLOT_SHIFT[image.slot] ?? 0);
  const pattern = PATTERNS[(categoryIndex + image.slot * 3) % PATTERNS.length]!;
  const word = escapeXml(image.word);
  const fontSize = image.word.length > 6 ? 150 : 190;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${hsl(hue, 72, 48)}"/><stop offset="1" stop-color="${hsl(hue + 40, 78, 26)}"/>
</linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${pattern(new Random(1000 + ordinal))}
<rect x="80" y="88" width="${CATALOGUE[image.category].label.length * 23 + 56}" height="54" rx="27" fill="#000" fill-opacity="0.22"/>
<text x="108" y="126" font-family="${FONT}" font-size="26" font-weight="700" letter-spacing="3" fill="#fff">${escapeXml(CATALOGUE[image.category].label.toUpperCase())}</text>
<text x="86" y="456" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#000" fill-opacity="0.22">${word}</text>
<text x="80" y="450" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${word}</text>
<rect x="80" y="500" width="180" height="12" rx="6" fill="#fff" fill-opacity="0.85"/>
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
