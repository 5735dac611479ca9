import { useMemo } from "react";
import { renderMarkdown } from "../../lib/markdown";

/** Lesson Markdown as sanitised HTML (lib/markdown.ts): the editor's preview and the lesson view share it. */
export function MarkdownContent({ source, className = "" }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  return (
    <div
      className={`lesson-prose ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from renderMarkdown, sanitised by DOMPurify with an allow-list
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
