import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { HistoryPage } from './history/history-page.tsx';
import { ConsoleLayout } from './layout/console-layout.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';
import { OverviewPage } from './overview/overview-page.tsx';
import { RemotePage } from './remote/remote-page.tsx';
import { SessionContext } from './session/session-context.ts';
import { SignInPage } from './session/sign-in-page.tsx';
import { useSession } from './session/use-session.ts';

/** Every console address shows the sign-in until the operator has a session (docs/decisions/025). */
export function ConsoleApp() {
  const { t } = useTranslation();
  const { state, signedIn, lost, signOut } = useSession();
  const context = useMemo(
    () => (state.kind === 'signed-in' ? { session: state.session, lost } : undefined),
    [state, lost],
  );
  if (state.kind === 'checking')
    return (
      <main id="content" className="page" aria-busy="true">
        <p className="muted">{t('layout.checking')}</p>
      </main>
    );
  if (state.kind === 'unreachable')
    return (
      <main id="content" className="page">
        <h1>{t('layout.title')}</h1>
        <p role="alert" className="error">
          {t('layout.unreachable')}
        </p>
      </main>
    );
  if (state.kind === 'signed-out') return <SignInPage expired={state.expired} onSignedIn={signedIn} />;
  return (
    <SessionContext.Provider value={context}>
      <BrowserRouter basename="/ops">
        <ConsoleLayout operator={state.session.operator} onSignOut={signOut}>
          <Routes>
            <Route path="/" element={<OverviewPage />} />
            <Route path="/remotes/:remote" element={<RemotePage />} />
            <Route path="/history" element={<HistoryPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </ConsoleLayout>
      </BrowserRouter>
    </SessionContext.Provider>
  );
}
