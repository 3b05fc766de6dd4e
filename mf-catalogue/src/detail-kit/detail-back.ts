/** The way back from a detail page, shown above it and beside a failure's retry: where to, and its text. */
export interface DetailBack {
  href: string;
  label: string;
}
