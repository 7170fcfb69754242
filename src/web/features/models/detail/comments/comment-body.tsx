import { linkify } from './linkify';

/**
 * A comment as plain text (issue 12): React draws every part as a text node, so nothing in a body
 * is ever read as HTML or markdown; http(s) addresses become links that pass no ranking and no
 * opener. Line breaks are kept, and a long word or address wraps rather than widening the page.
 */
export function CommentBody({ body }: { body: string }) {
  return (
    <p className="text-sm leading-relaxed whitespace-pre-line text-fg [overflow-wrap:anywhere]">
      {linkify(body).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} rel="nofollow ugc noopener noreferrer" target="_blank" className="text-brand underline underline-offset-2 hover:text-brand-hover">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
