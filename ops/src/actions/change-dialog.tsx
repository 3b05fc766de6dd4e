import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiHttpError } from '@rental/shared/api-client/api-errors.ts';
import { sessionEnded } from '../session/session-ended.ts';
import { useSignedIn } from '../session/session-context.ts';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import type { ConsoleAction } from './change-impact.ts';
import { describeRollout } from './describe-rollout.ts';

interface ChangeDialogProps {
  action: ConsoleAction;
  /** The remote as the console sees it now: after a conflict, the state that won. */
  current: OpsRemote;
  /** The revision the change was made from: until the view has moved past it, the winner is not known. */
  viewedRevision: string;
  /** The sentence saying what changes for how many visitors. */
  impact: string;
  /** Fields the change needs before the reason (the new percent, the version to start). */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<void>;
  /** After a change, or after a refusal the view must catch up with. */
  onSettled: () => void;
  onClose: () => void;
}

/**
 * The confirmation every change passes (docs/decisions/025): what will change for how many visitors, and
 * a reason in the operator's words, kept in the history with their name. A refusal stays in the dialog
 * with the server's account of the rollout as it is now; nothing is retried on the operator's behalf.
 */
export function ChangeDialog(props: ChangeDialogProps) {
  const { action, current, viewedRevision, impact, children, onConfirm, onSettled, onClose } = props;
  const { t } = useTranslation();
  const { session, lost } = useSignedIn();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ conflict: boolean; message: string }>();

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => element.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setRefusal(undefined);
    try {
      await onConfirm(reason.trim());
      onSettled();
      onClose();
    } catch (error) {
      if (sessionEnded(error)) return lost();
      const conflict = error instanceof ApiHttpError && error.httpStatus === 409;
      setRefusal({
        conflict,
        message: error instanceof ApiHttpError ? error.message : t('change.errors.network'),
      });
      if (conflict) onSettled();
    } finally {
      setSending(false);
    }
  }

  const danger = action === 'kill' || action === 'rollback';
  return (
    <dialog
      ref={dialog}
      className="change-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-impact`}
      onCancel={onClose}
    >
      <form method="dialog" onSubmit={submit}>
        <h2 id={`${id}-title`}>{t(`change.${action}.title`, { remote: current.shortName })}</h2>
        <p id={`${id}-impact`} className="change-dialog__impact">
          {impact}
        </p>
        {children}
        <label htmlFor={`${id}-reason`}>{t('change.reason')}</label>
        <textarea
          id={`${id}-reason`}
          required
          maxLength={500}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${id}-reason-hint`}
        />
        <p id={`${id}-reason-hint`} className="hint">
          {t('change.reasonHint', { operator: session.operator })}
        </p>
        {refusal && (
          <div role="alert" className="refusal">
            <p className="refusal__title">{refusal.conflict ? t('change.conflict') : t('change.refused')}</p>
            <p>
              {!refusal.conflict
                ? refusal.message
                : current.revision === viewedRevision
                  ? t('change.readingCurrent')
                  : describeRollout(current, t)}
            </p>
          </div>
        )}
        <div className="change-dialog__buttons">
          <button type="button" className="button button--quiet" onClick={onClose}>
            {refusal?.conflict ? t('change.close') : t('change.cancel')}
          </button>
          {!refusal?.conflict && (
            <button
              type="submit"
              className={danger ? 'button button--danger' : 'button button--primary'}
              disabled={sending || reason.trim() === ''}
            >
              {sending ? t('change.sending') : t(`change.${action}.confirm`)}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
