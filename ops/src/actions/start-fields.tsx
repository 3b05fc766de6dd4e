import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsGet } from '../calls/ops-api.ts';
import { sessionEnded } from '../session/session-ended.ts';
import { RAMP_STEPS } from '@rental/shared/rollouts/rollout-plan.ts';
import { useSignedIn } from '../session/session-context.ts';
import { PercentField } from './percent-field.tsx';

interface PublishedRelease {
  version: string;
  store: string;
}

interface PublishedVersions {
  versions: PublishedRelease[];
  problems?: { store: string; message: string }[];
}

export interface StartChoice {
  release?: PublishedRelease;
  percent: number;
  ramp: boolean;
}

interface StartFieldsProps {
  remote: string;
  value: StartChoice;
  onChange: (value: StartChoice) => void;
}

const key = (release: PublishedRelease) => `${release.store}\n${release.version}`;

/** A canary starts from what the release stores hold: the operator picks, the server verifies it all. */
export function StartFields({ remote, value, onChange }: StartFieldsProps) {
  const { t } = useTranslation();
  const { lost } = useSignedIn();
  const id = useId();
  const [published, setPublished] = useState<PublishedVersions | 'failed'>();

  useEffect(() => {
    let current = true;
    opsGet<PublishedVersions>(`/ops/releases/${remote}/versions`)
      .then((answer) => {
        if (!current || !answer) return;
        setPublished(answer.data);
      })
      .catch((error: unknown) => {
        if (sessionEnded(error)) lost();
        else if (current) setPublished('failed');
      });
    return () => {
      current = false;
    };
  }, [remote, lost]);

  useEffect(() => {
    if (published && published !== 'failed' && !value.release && published.versions[0])
      onChange({ ...value, release: published.versions[0] });
  }, [published, value, onChange]);

  if (!published)
    return (
      <p className="muted" aria-busy="true">
        {t('start.loading')}
      </p>
    );
  if (published === 'failed')
    return (
      <p role="alert" className="error">
        {t('start.failed')}
      </p>
    );
  return (
    <>
      {published.problems?.map((problem) => (
        <p key={problem.store} className="notice">
          {t('start.storeProblem', { store: problem.store, message: problem.message })}
        </p>
      ))}
      {published.versions.length === 0 ? (
        <p className="notice">{t('start.none', { remote })}</p>
      ) : (
        <>
          <label htmlFor={`${id}-version`}>{t('start.version')}</label>
          <select
            id={`${id}-version`}
            required
            value={value.release ? key(value.release) : ''}
            onChange={(event) =>
              onChange({
                ...value,
                release: published.versions.find((release) => key(release) === event.target.value),
              })
            }
          >
            {published.versions.map((release) => (
              <option key={key(release)} value={key(release)}>
                {t('start.option', { version: release.version, store: release.store })}
              </option>
            ))}
          </select>
        </>
      )}
      <div className="checkbox">
        <input
          id={`${id}-ramp`}
          type="checkbox"
          checked={value.ramp}
          onChange={(event) => {
            const ramp = event.target.checked;
            // A ramp starts at one of its steps, as the rollout command requires.
            const onStep = (RAMP_STEPS as readonly number[]).includes(value.percent);
            onChange({ ...value, ramp, percent: ramp && !onStep ? RAMP_STEPS[0] : value.percent });
          }}
        />
        <label htmlFor={`${id}-ramp`}>{t('start.ramp')}</label>
      </div>
      {value.ramp ? (
        <>
          <label htmlFor={`${id}-percent`}>{t('start.firstStep')}</label>
          <select
            id={`${id}-percent`}
            value={value.percent}
            onChange={(event) => onChange({ ...value, percent: Number(event.target.value) })}
          >
            {RAMP_STEPS.map((step) => (
              <option key={step} value={step}>
                {t('start.step', { percent: step })}
              </option>
            ))}
          </select>
        </>
      ) : (
        <PercentField
          id={`${id}-percent`}
          label={t('start.percent')}
          value={value.percent}
          onChange={(percent) => onChange({ ...value, percent })}
        />
      )}
    </>
  );
}
