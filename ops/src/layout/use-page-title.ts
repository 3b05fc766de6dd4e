import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each console page names itself in the tab and for screen readers (WCAG 2.4.2). */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('layout.title')}`;
  }, [title, t]);
}
