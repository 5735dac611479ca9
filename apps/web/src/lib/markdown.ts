import DOMPurify from "dompurify";
import { Marked, type Tokens } from "marked";

/**
 * The one way lesson Markdown becomes HTML, for the editor's preview and the lesson view alike
 * (docs/decisions/0019-lessons-and-progress.md): `marked` turns it into HTML, with raw HTML in the source
 * shown as text, and DOMPurify keeps only the elements and attributes below. Links open in a new tab
 * without handing over the page (`noopener noreferrer`) or vouching for the target (`nofollow`); images
 * are shown only from this site, so reading a lesson loads nothing from outside.
 */

const ALLOWED_TAGS = [
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "del",
  "code",
  "pre",
  "blockquote",
  "a",
  "img",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
];
const ALLOWED_ATTR = ["href", "title", "alt", "src", "start", "align"];
const SAFE_LINK = /^(?:https?:|mailto:|\/(?!\/)|#)/i;
const SAME_SITE_IMAGE = /^\/(?!\/)/;

/**
 * An address as the browser reads it before resolving it (the URL standard): tabs and line breaks anywhere
 * are dropped, control characters and spaces around it trimmed, and a backslash is a slash. Checked in this
 * form and written back in it, so `/&#92;host/p.png` (a backslash) or `/&#9;/host/p.png` (a tab), which read
 * as `//host/...`, cannot pass as this site's own paths (issue 22). Entities are already decoded here: the
 * hook reads attributes of the parsed document.
 */
export function normaliseUrl(value: string): string {
  return (
    value
      .replace(/[\t\n\r]/g, "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what the browser trims
      .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "")
      .replace(/\\/g, "/")
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const marked = new Marked({ gfm: true, async: false });
marked.use({
  renderer: {
    // Raw HTML in the source is shown as written, never interpreted.
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    // The lesson's own title is the page's heading: Markdown headings sit below it (# becomes h3).
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(depth + 2, 6);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

let isConfigured = false;
function purifier() {
  if (!isConfigured) {
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A") {
        const href = normaliseUrl(node.getAttribute("href") ?? "");
        if (SAFE_LINK.test(href)) node.setAttribute("href", href);
        else node.removeAttribute("href");
        node.setAttribute("rel", "noopener noreferrer nofollow");
        node.setAttribute("target", "_blank");
      }
      if (node.tagName === "IMG") {
        const src = normaliseUrl(node.getAttribute("src") ?? "");
        if (SAME_SITE_IMAGE.test(src)) node.setAttribute("src", src);
        else node.removeAttribute("src");
        node.setAttribute("loading", "lazy");
      }
    });
    isConfigured = true;
  }
  return DOMPurify;
}

/** Sanitised HTML of a lesson's Markdown. */
export function renderMarkdown(source: string): string {
  const html = marked.parse(source) as string;
  return purifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: [...ALLOWED_ATTR, "rel", "target", "loading"],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
