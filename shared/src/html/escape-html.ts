const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe inside HTML or XML, as content or as a quoted attribute value: the five characters both
 * reserve become references. The apostrophe is a numeric reference, which HTML and XML both read.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
