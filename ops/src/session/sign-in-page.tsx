import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsSessionInfo } from '@rental/shared/contracts/ops-session.ts';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { opsSend } from '../calls/ops-api.ts';
import { LanguageSelect } from '../layout/language-select.tsx';

interface SignInPageProps {
  expired: boolean;
  onSignedIn: (session: OpsSessionInfo) => void;
}

const OPERATOR_NAME_KEY = 'doral-rentals.ops.operator';

function refusalText(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiHttpError)) return t('signIn.errors.network');
  if (error.httpStatus === 401) return t('signIn.errors.wrongToken');
  if (error.httpStatus === 429) return t('signIn.errors.tooMany');
  if (error.httpStatus === 400) return t('signIn.errors.invalid');
  if (error.httpStatus === 403) return t('signIn.errors.expiredForm');
  return t('signIn.errors.network');
}

/**
 * The token is sent in a JSON body (never an address, docs/decisions/025) and cleared from the field as soon
 * as it has been sent; only the operator's name is remembered, for the next sign-in.
 */
export function SignInPage({ expired, onSignedIn }: SignInPageProps) {
  const { t } = useTranslation();
  const id = useId();
  const token = useRef<HTMLInputElement>(null);
  const [operator, setOperator] = useState(() => localStorage.getItem(OPERATOR_NAME_KEY) ?? '');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const field = token.current!;
    const given = field.value;
    field.value = '';
    setSending(true);
    setError(undefined);
    try {
      const session = await opsSend<OpsSessionInfo>('POST', '/ops/session', {
        token: given,
        operator: operator.trim(),
      });
      localStorage.setItem(OPERATOR_NAME_KEY, operator.trim());
      onSignedIn(session);
    } catch (refused) {
      setError(refusalText(refused, t));
      field.focus();
    } finally {
      setSending(false);
    }
  }

  return (
    <main className="sign-in" id="content">
      <div className="sign-in__language">
        <LanguageSelect />
      </div>
      <form className="panel sign-in__form" method="post" onSubmit={submit} aria-describedby={`${id}-intro`}>
        <h1>{t('signIn.title')}</h1>
        <p id={`${id}-intro`} className="muted">
          {t('signIn.intro')}
        </p>
        {expired && <p className="notice">{t('signIn.expired')}</p>}
        <label htmlFor={`${id}-operator`}>{t('signIn.operator')}</label>
        <input
          id={`${id}-operator`}
          name="operator"
          autoComplete="name"
          required
          maxLength={60}
          value={operator}
          onChange={(event) => setOperator(event.target.value)}
          aria-describedby={`${id}-operator-hint`}
        />
        <p id={`${id}-operator-hint`} className="hint">
          {t('signIn.operatorHint')}
        </p>
        <label htmlFor={`${id}-token`}>{t('signIn.token')}</label>
        <input
          id={`${id}-token`}
          ref={token}
          name="token"
          type="password"
          autoComplete="current-password"
          required
          maxLength={512}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} className="error" role="alert">
            {error}
          </p>
        )}
        <button className="button button--primary" type="submit" disabled={sending}>
          {sending ? t('signIn.sending') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
