import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/lib/markdown";

/** Renders into a detached element so the assertions read the DOM a browser would build. */
function dom(source: string) {
  const host = document.createElement("div");
  host.innerHTML = renderMarkdown(source);
  return host;
}

const PAYLOADS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '<iframe src="https://evil.example"></iframe>',
  "<svg onload=alert(1)><circle /></svg>",
  '<a href="javascript:alert(1)">click</a>',
  "[click](javascript:alert(1))",
  "[click](JaVaScRiPt:alert(1))",
  "[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[click](vbscript:msgbox(1))",
  '![x](https://evil.example/pixel.png "t")',
  '![x](x" onerror="alert(1))',
  "<details open ontoggle=alert(1)>",
  "<style>body{display:none}</style>",
  '<form action="https://evil.example"><input name=a></form>',
  '<object data="x"></object><embed src="x">',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<div style="background:url(javascript:alert(1))">x</div>',
];

describe("lesson Markdown to HTML", () => {
  it("renders headings below the lesson title, lists, code, emphasis, quotes and tables", () => {
    const host = dom(
      "# Setup\n\n## Steps\n\n1. Install\n2. Run `npm test`\n\n- **bold** and _em_\n\n> note\n\n```ts\nconst a = 1 < 2;\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(host.querySelector("h3")?.textContent).toBe("Setup");
    expect(host.querySelector("h4")?.textContent).toBe("Steps");
    expect(host.querySelector("h1, h2")).toBeNull();
    expect([...host.querySelectorAll("ol li")].map((li) => li.textContent)).toEqual(["Install", "Run npm test"]);
    expect(host.querySelector("strong")?.textContent).toBe("bold");
    expect(host.querySelector("em")?.textContent).toBe("em");
    expect(host.querySelector("blockquote")?.textContent?.trim()).toBe("note");
    expect(host.querySelector("pre code")?.textContent).toBe("const a = 1 < 2;\n");
    expect(host.querySelectorAll("table td")).toHaveLength(2);
  });

  it("gives links a new tab, noopener noreferrer nofollow", () => {
    const link = dom("[Docs](https://example.com/docs)").querySelector("a");
    expect(link?.getAttribute("href")).toBe("https://example.com/docs");
    expect(link?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(link?.getAttribute("target")).toBe("_blank");
  });

  it.each(PAYLOADS)("neutralises %s", (payload) => {
    const host = dom(`Before\n\n${payload}\n\nAfter`);
    expect(host.querySelector("script, iframe, svg, style, form, input, object, embed, details, math, div")).toBeNull();
    for (const element of host.querySelectorAll("*")) {
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith("on"), `${element.tagName} ${attribute.name}`).toBe(false);
        expect(attribute.name).not.toBe("style");
        expect(attribute.value.toLowerCase()).not.toMatch(/^\s*(javascript|data|vbscript):/);
      }
    }
    for (const image of host.querySelectorAll("img")) expect(image.getAttribute("src") ?? "").not.toMatch(/^https?:/);
    expect(host.textContent).toContain("Before");
    expect(host.textContent).toContain("After");
  });

  it("shows raw HTML as the text it is", () => {
    expect(dom("<b>hi</b>").textContent).toContain("<b>hi</b>");
  });

  it("keeps images from this site only", () => {
    const host = dom("![Diagram](/uploads/lesson/diagram.png)");
    expect(host.querySelector("img")?.getAttribute("src")).toBe("/uploads/lesson/diagram.png");
    expect(dom("![x](//evil.example/a.png)").querySelector("img")?.getAttribute("src")).toBeNull();
  });

  // Issue 22: addresses the browser reads as another host once it drops tabs and reads backslashes as slashes.
  it.each([
    "![a](/&#92;evil.example/p.png)",
    "![b](/&#9;/evil.example/q.png)",
    "![c](/&#10;/evil.example/q.png)",
    "![d](/&#13;/evil.example/q.png)",
    "![e](&#92;&#92;evil.example/q.png)",
    "![f](/\\evil.example/q.png)",
    "![g](&#32;//evil.example/q.png)",
    '<img src="/&#92;evil.example/p.png">',
  ])("never lets %s load from another host", (source) => {
    const src = dom(source).querySelector("img")?.getAttribute("src");
    // Either refused, or (a backslash Markdown already percent-encoded) a path of this site.
    if (src) expect(new URL(src, "https://classwise.test/lessons/1").host).toBe("classwise.test");
    else expect(src ?? null).toBeNull();
  });

  it("refuses the audit's two images outright", () => {
    expect(dom("![a](/&#92;host/p.png)").querySelector("img")?.getAttribute("src")).toBeNull();
    expect(dom("![b](/&#9;/host/q.png)").querySelector("img")?.getAttribute("src")).toBeNull();
  });

  it("writes back a same-site image and a link in the form the browser reads them", () => {
    expect(dom("![ok](/uploads/a&#9;b.png)").querySelector("img")?.getAttribute("src")).toBe("/uploads/ab.png");
    expect(dom("[x](/&#92;evil.example/x)").querySelector("a")?.getAttribute("href")).toBeNull();
    expect(dom("[x](java&#9;script:alert(1))").querySelector("a")?.getAttribute("href")).toBeNull();
    expect(dom("[ok](/all-classes)").querySelector("a")?.getAttribute("href")).toBe("/all-classes");
  });
});
