import { useEffect } from 'react';
import { searchInLanguage } from '@rental/shared/i18n/address-language.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { useLocation, useNavigate } from '@rental/shared/routes/router.ts';

/**
 * Keeps an address that names a language (`?lang=es`) naming the page's, in place (no new history
 * entry): after a switch, and on an older entry reached by Back or Forward that still names the language
 * of before. The address wins at each page load (docs/product.md#language), so one that names another
 * language than the page would undo the switch at the next reload, in a copied link and in the cookie.
 */
export function useAddressInLanguage(): void {
  const language = useLanguage();
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const inLanguage = searchInLanguage(search, language);
    if (inLanguage === null) return;
    void navigate(
      { pathname, search: inLanguage, hash },
      { replace: true, state: state as unknown, preventScrollReset: true },
    );
  }, [language, pathname, search, hash, state, navigate]);
}
