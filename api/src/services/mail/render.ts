import type { Language } from '@portal/shared/contracts';

/** One block of a mail's body. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** A code the reader types somewhere (shown large, on its own line). */
  | { kind: 'code'; code: string }
  /** A list of label and value pairs (booking details, a form's fields). */
  | { kind: 'details'; rows: Array<[label: string, value: string]> }
  | { kind: 'link'; label: string; href: string };

export interface MailContent {
  subject: string;
  /** The first line, e.g. 'Hello Alex,'. */
  greeting: string;
  blocks: MailBlock[];
  /** The closing lines, e.g. 'The Portal team'. */
  signOff: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** Fills `{name}` placeholders; an unknown placeholder is a programming error. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`mail template: no value for {${name}}`);
    return String(value);
  });

/** Header lines and the subject cannot carry line breaks (header injection). */
const oneLine = (value: string): string => value.replace(/[\r\n]+/g, ' ').trim();

/** Only http(s) links, so a value can never become a javascript: or data: URL. */
const safeHref = (href: string): string => (/^https?:\/\//i.test(href) ? href : '#');

const textBlock = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'code':
      return `    ${block.code}`;
    case 'details':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'link':
      return `${block.label}: ${block.href}`;
  }
};

const htmlBlock = (block: MailBlock): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`;
    case 'code':
      return `<p style="margin:0 0 16px;font-size:28px;font-weight:700;letter-spacing:6px;font-family:monospace">${escapeHtml(block.code)}</p>`;
    case 'details':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 16px 2px 0">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(safeHref(block.href))}" style="color:#0b4f9c">${escapeHtml(block.label)}</a></p>`;
  }
};

/**
 * Renders a mail's plain-text and HTML parts from the same content; every value is escaped in
 * the HTML part, so names and form text typed by users cannot inject markup.
 */
export const renderMail = (content: MailContent, language: Language): RenderedMail => {
  const text = [content.greeting, ...content.blocks.map(textBlock), content.signOff].join('\n\n');
  const signOff = content.signOff.split('\n').map(escapeHtml).join('<br>');
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto">
<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>
${content.blocks.map(htmlBlock).join('\n')}
<p style="margin:0 0 16px">${signOff}</p>
</div>
</body>
</html>
`;
  return { subject: oneLine(content.subject), text: `${text}\n`, html };
};
