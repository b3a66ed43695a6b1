import './rich-text.css';

/**
 * HTML of an article, FAQ answer or page. It is sanitised by the server on every save (scripts, event handlers
 * and `javascript:` URLs never reach the database), so it is rendered as it comes.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich text on save (platform/html.ts).
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
