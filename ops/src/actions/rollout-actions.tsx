import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import { useLanguage } from '@rental/shared/i18n/use-language.ts';
import { ChangeDialog } from './change-dialog.tsx';
import { changeImpact, type ConsoleAction, type HourTraffic } from './change-impact.ts';
import { PercentField } from './percent-field.tsx';
import { sendChange } from './send-change.ts';
import { StartFields, type StartChoice } from './start-fields.tsx';

interface RolloutActionsProps {
  remote: OpsRemote;
  traffic: HourTraffic | undefined;
  onChanged: () => void;
}

/** The changes an operator can make to one remote's rollout, each behind its confirmation. */
export function RolloutActions({ remote, traffic, onChanged }: RolloutActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState<ConsoleAction>();
  // The view's revision when the dialog opened: a change applies to what the operator was looking at.
  const [revision, setRevision] = useState(remote.revision);
  const [percent, setPercent] = useState(remote.canary?.percent ?? 10);
  const [start, setStart] = useState<StartChoice>({ percent: 10, ramp: false });
  const [done, setDone] = useState<string>();

  const openDialog = (action: ConsoleAction) => {
    setRevision(remote.revision);
    setPercent(remote.canary?.percent ?? 10);
    setDone(undefined);
    setOpen(action);
  };
  // A killed canary stays at 0 %: it can be resumed, or replaced by a new one.
  const actions: ConsoleAction[] = !remote.canary
    ? ['start', 'rollback']
    : remote.canary.percent === 0
      ? ['start', 'percent', 'rollback']
      : ['percent', 'promote', 'kill', 'rollback'];
  const newPercent = open === 'start' ? start.percent : percent;

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('actions.title')}</h2>
      <div className="actions">
        {actions.map((action) => (
          <button
            key={action}
            type="button"
            className={
              action === 'kill' || action === 'rollback' ? 'button button--danger' : 'button button--primary'
            }
            onClick={() => openDialog(action)}
          >
            {t(`change.${action}.button`)}
          </button>
        ))}
      </div>
      <p className="live-region" role="status">
        {done}
      </p>
      {open && (
        <ChangeDialog
          action={open}
          current={remote}
          viewedRevision={revision}
          impact={changeImpact(
            { action: open, remote, traffic, percent: newPercent, version: start.release?.version },
            t,
            language,
          )}
          onConfirm={async (reason) => {
            await sendChange(remote.shortName, open, {
              revision,
              reason,
              ...(open === 'percent' ? { percent } : {}),
              ...(open === 'start' && start.release
                ? {
                    percent: start.percent,
                    ramp: start.ramp,
                    version: start.release.version,
                    store: start.release.store,
                  }
                : {}),
            });
            setDone(t(`change.${open}.done`, { remote: remote.shortName }));
          }}
          onSettled={onChanged}
          onClose={() => setOpen(undefined)}
        >
          {open === 'percent' && (
            <PercentField
              id={`${id}-percent`}
              label={t('change.percent.field')}
              value={percent}
              onChange={setPercent}
            />
          )}
          {open === 'start' && <StartFields remote={remote.shortName} value={start} onChange={setStart} />}
        </ChangeDialog>
      )}
    </section>
  );
}
