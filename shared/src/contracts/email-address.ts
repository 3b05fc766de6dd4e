/**
 * A loose shape check: something@domain.tld without spaces or address punctuation. The quote form has no
 * e-mail format check (docs/product.md#validation-quote), so the API stores whatever was typed; only a
 * plausible address gets a confirmation or becomes the company e-mail's reply-to, and the configuration
 * accepts only such addresses for the sender and the company's recipients.
 */
const EMAIL_ADDRESS = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}
