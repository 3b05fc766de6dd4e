import { markup, type HtmlValue, type SafeHtml } from './html.ts';

const TEXT_STYLE = 'font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1c1917';
const MUTED = 'color:#57534e';

/** A complete, deliberately plain HTML document: it must read well in every mail client. */
export function emailDocument(language: string, title: string, body: HtmlValue): string {
  return markup`<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:24px;background:#f5f5f4;${TEXT_STYLE}">
<div style="max-width:640px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">
${body}
</div>
</body>
</html>
`.markup;
}

export function heading(text: HtmlValue): SafeHtml {
  return markup`<h2 style="margin:24px 0 8px;font-size:17px">${text}</h2>\n`;
}

export function paragraph(content: HtmlValue): SafeHtml {
  return markup`<p style="margin:0 0 12px">${content}</p>\n`;
}

export function note(content: HtmlValue): SafeHtml {
  return markup`<p style="margin:24px 0 0;color:#78716c;font-size:12px">${content}</p>\n`;
}

/** Label and value rows; values keep their line breaks. */
export function fieldsTable(rows: readonly (readonly [string, HtmlValue])[]): SafeHtml {
  const row = ([label, value]: readonly [string, HtmlValue]) =>
    markup`<tr><th scope="row" style="padding:4px 16px 4px 0;text-align:left;vertical-align:top;font-weight:normal;${MUTED}">${label}</th><td style="padding:4px 0;white-space:pre-wrap">${value}</td></tr>\n`;
  return markup`<table role="presentation" style="border-collapse:collapse;${TEXT_STYLE}">\n${rows.map(row)}</table>\n`;
}

/** One line per item: quantity, the name linking to the item's page, and a muted note. */
export function itemList(items: readonly { quantity: number; name: string; url: string; note: string }[]) {
  const item = ({ quantity, name, url, note }: (typeof items)[number]) =>
    markup`<li style="margin:0 0 6px">${quantity} × <a href="${url}" style="color:#b45309">${name}</a> <span style="${MUTED}">(${note})</span></li>\n`;
  return markup`<ul style="margin:0 0 12px;padding-left:20px">\n${items.map(item)}</ul>\n`;
}

export function stepList(steps: readonly string[]): SafeHtml {
  const step = (text: string) => markup`<li style="margin:0 0 6px">${text}</li>\n`;
  return markup`<ol style="margin:0 0 12px;padding-left:20px">\n${steps.map(step)}</ol>\n`;
}

export function muted(text: HtmlValue): SafeHtml {
  return markup`<span style="${MUTED};font-size:13px">${text}</span>`;
}
