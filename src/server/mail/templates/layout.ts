import { escapeHtml } from './escape-html';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Templates describe their content as blocks and this file renders both parts
 * from them, so the text part cannot drift from the HTML part and every
 * interpolated value goes through escapeHtml.
 */
export type Block =
  | { type: 'paragraph'; text: string }
  | { type: 'code'; code: string; label: string }
  | { type: 'button'; label: string; url: string }
  /** A line of text followed by a link (a digest's items, an unsubscribe line). */
  | { type: 'link'; text: string; label: string; url: string; small?: boolean }
  /** HTML the server rendered from an admin's Markdown (campaigns/campaign-markdown.ts: no raw HTML, safe links), with its text part. */
  | { type: 'markup'; html: string; text: string };

export interface EmailContent {
  subject: string;
  heading: string;
  blocks: Block[];
  supportEmail: string;
}

// Colours chosen for at least 7:1 contrast against their backgrounds (WCAG AAA).
const INK = '#1f2937';
const MUTED = '#4b5563';
const BRAND = '#9a3412';
const FONT = 'Arial, Helvetica, sans-serif';

/** Links in these e-mails come from server config; anything but http(s) is a bug, not content. */
export function assertHttpUrl(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : undefined;
  if (protocol !== 'https:' && protocol !== 'http:') {
    throw new Error(`E-mail links must be http(s) URLs, got ${JSON.stringify(url)}`);
  }
  return url;
}

export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `${block.label}:\n\n    ${block.code}`;
    case 'button':
      return `${block.label}:\n${block.url}`;
    case 'link':
      return `${block.text}\n${block.label}: ${block.url}`;
    case 'markup':
      return block.text;
  }
}

function blockHtml(block: Block): string {
  const p = `margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:${INK};`;
  switch (block.type) {
    case 'paragraph':
      return `<p style="${p}">${escapeHtml(block.text)}</p>`;
    case 'code':
      return (
        `<p style="${p}">${escapeHtml(block.label)}:</p>` +
        `<p style="margin:0 0 24px;font-family:'Courier New', Courier, monospace;font-size:32px;` +
        `font-weight:bold;letter-spacing:6px;color:${INK};background-color:#f3f4f6;` +
        `padding:12px 16px;border-radius:6px;text-align:center;">${escapeHtml(block.code)}</p>`
      );
    case 'button': {
      const href = escapeHtml(block.url);
      return (
        `<p style="margin:0 0 16px;"><a href="${href}" style="display:inline-block;` +
        `background-color:${BRAND};color:#ffffff;font-family:${FONT};font-size:16px;` +
        `font-weight:bold;text-decoration:none;padding:12px 20px;border-radius:6px;">` +
        `${escapeHtml(block.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-family:${FONT};font-size:14px;line-height:1.5;color:${MUTED};">` +
        `If the button doesn't work, copy this address into your browser:<br>` +
        `<a href="${href}" style="color:${BRAND};word-break:break-all;">${href}</a></p>`
      );
    }
    case 'link': {
      const size = block.small ? `font-size:14px;color:${MUTED};` : `font-size:16px;color:${INK};`;
      return (
        `<p style="margin:0 0 16px;font-family:${FONT};line-height:1.5;${size}">${escapeHtml(block.text)} ` +
        `<a href="${escapeHtml(block.url)}" style="color:${BRAND};">${escapeHtml(block.label)}</a></p>`
      );
    }
    case 'markup':
      return block.html;
  }
}

export function renderEmail({ subject, heading, blocks, supportEmail }: EmailContent): RenderedEmail {
  const footerText = `Team Meshmandi, Bengaluru\nQuestions? Write to us at ${supportEmail}`;
  const text = [heading, ...blocks.map(blockText), `— ${footerText}`].join('\n\n') + '\n';

  const support = escapeHtml(supportEmail);
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 28px;">
<p style="margin:0 0 24px;font-family:${FONT};font-size:14px;font-weight:bold;letter-spacing:1px;color:${BRAND};">MESHMANDI</p>
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:22px;line-height:1.3;color:${INK};">${escapeHtml(heading)}</h1>
${blocks.map(blockHtml).join('\n')}
<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:14px;line-height:1.5;color:${MUTED};">
— Team Meshmandi, Bengaluru<br>
Questions? Write to us at <a href="mailto:${support}" style="color:${BRAND};">${support}</a>
</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, text, html };
}
