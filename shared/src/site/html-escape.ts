/** Text the server writes into a page's HTML: inside an element, and inside a double-quoted attribute. */
export const escapeHtmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export const escapeHtmlAttribute = (value: string) => escapeHtmlText(value).replace(/"/g, '&quot;');
