import { useEffect, useRef } from 'react';
import { getPackage } from '@rental/shared/api-client/calls/get-package.ts';
import { getService } from '@rental/shared/api-client/calls/get-service.ts';
import type { CartItem } from '@rental/shared/cart/cart-item.ts';
import { cartActions } from '@rental/shared/cart/cart-store.ts';
import type { Language } from '@rental/shared/i18n/languages.ts';

type LineLabel = Pick<CartItem, 'name' | 'title' | 'lang'>;

/** Services' titles and packages' names are translated; equipment names are the same in every language. */
const writtenInAnother = (item: CartItem, language: Language) =>
  item.type !== 'equipment' && item.lang !== language;

async function labelIn(item: CartItem, language: Language): Promise<LineLabel | null> {
  if (item.type === 'service') {
    const answer = await getService(item.id, language);
    return answer.status === 1 ? { title: answer.data.title, lang: answer.data.languages.title } : null;
  }
  const answer = await getPackage(item.id, language);
  return answer.status === 1 ? { name: answer.data.name, lang: answer.data.languages.name } : null;
}

/**
 * Service and package lines named in the page's language (docs/product.md#cart-sidebar): a line added on a
 * page in another language, or kept from an earlier visit, is read again in this one, once per line and
 * language; a name the company has not translated comes back in English and is marked so. An answer that
 * arrives after the visitor changed language again is dropped, and asked again should he come back to it.
 */
export function useLinesInPageLanguage(items: readonly CartItem[], language: Language): void {
  const asked = useRef(new Set<string>());
  const current = useRef(language);
  current.current = language;

  useEffect(() => {
    for (const item of items) {
      const key = `${item.type}:${item.id}:${language}`;
      if (!writtenInAnother(item, language) || asked.current.has(key)) continue;
      asked.current.add(key);
      labelIn(item, language)
        .then((label) => {
          if (current.current !== language) asked.current.delete(key);
          else if (label) cartActions.relabel(item.type, item.id, label);
        })
        // The line keeps the name it has: it still links to the item, whose page is in the visitor's language.
        .catch(() => asked.current.delete(key));
    }
  }, [items, language]);
}
