import { looksLikeHtml } from '#app/lib/html.ts'

// Stored content is either HTML (sanitized against an allowlist when it was saved, docs/api.md) or plain
// text typed without markup. HTML is rendered as is; plain text keeps its line breaks.
export function RichText({ content, className = '' }: { content: string; className?: string }) {
  if (looksLikeHtml(content)) {
    return (
      <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: content }} />
    )
  }
  return <div className={`rich-text whitespace-pre-line ${className}`}>{content}</div>
}
