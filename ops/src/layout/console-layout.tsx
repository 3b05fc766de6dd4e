import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { LanguageSelect } from './language-select.tsx';

interface ConsoleLayoutProps {
  operator: string;
  onSignOut: () => Promise<void>;
  children: ReactNode;
}

export function ConsoleLayout({ operator, onSignOut, children }: ConsoleLayoutProps) {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const [signOutFailed, setSignOutFailed] = useState(false);
  const first = useRef(true);
  // A new page moves the focus to its content, as a page load would (WCAG 2.4.3), not on the first one.
  useEffect(() => {
    if (first.current) first.current = false;
    else main.current?.focus();
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#content">
        {t('layout.skip')}
      </a>
      <header className="console-header">
        <div className="console-header__inner">
          <span className="console-header__title">{t('layout.title')}</span>
          <nav aria-label={t('layout.navigation')}>
            <NavLink to="/" end>
              {t('layout.overview')}
            </NavLink>
            <NavLink to="/history">{t('layout.history')}</NavLink>
          </nav>
          <div className="console-header__tools">
            <LanguageSelect />
            <span className="console-header__operator">{t('layout.signedInAs', { operator })}</span>
            <button
              type="button"
              className="button button--quiet"
              onClick={() => onSignOut().catch(() => setSignOutFailed(true))}
            >
              {t('layout.signOut')}
            </button>
          </div>
        </div>
        {signOutFailed && (
          <p role="alert" className="error console-header__error">
            {t('layout.signOutFailed')}
          </p>
        )}
      </header>
      <main id="content" className="page" ref={main} tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
