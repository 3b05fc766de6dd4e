import { escapeHtml } from '@rental/shared/html/escape-html.ts';

/** Markup that is safe to insert as is: only ever the result of `markup`, never visitor text. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

/** A template tag that escapes every interpolated value unless it is itself `SafeHtml`. */
export function markup(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  return new SafeHtml(strings.reduce((result, text, index) => result + render(values[index - 1]) + text));
}
