import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test-app.ts';

describeOnEachDatabase('remote load failures', (api) => {
  const report = (body: unknown) =>
    api.app.inject({ method: 'POST', url: '/api/v1/ops/remote-loads', payload: body as object });

  it('counts each report per remote, version and channel, and shows the counts to operators', async () => {
    expect((await report({ remote: 'mf_catalogue', version: '1.1.0', channel: 'canary' })).statusCode).toBe(
      202,
    );
    await report({ remote: 'mf_catalogue', version: '1.1.0', channel: 'canary' });
    await report({ remote: 'mf_content', version: '1.0.0', channel: 'stable' });
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/ops/remote-loads' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        remote: 'mf_catalogue',
        version: '1.1.0',
        channel: 'canary',
        failures: 2,
        last_failure_at: expect.any(String),
      },
      {
        remote: 'mf_content',
        version: '1.0.0',
        channel: 'stable',
        failures: 1,
        last_failure_at: expect.any(String),
      },
    ]);
  });

  it.each([
    [{ remote: 'evil', version: '1.0.0', channel: 'canary' }, 'remote'],
    [{ remote: 'mf_content', version: '<script>', channel: 'canary' }, 'version'],
    [{ remote: 'mf_content', version: '1.0.0', channel: 'beta' }, 'channel'],
    [{ remote: 'mf_content', version: '1.0.0', channel: 'canary', extra: 1 }, 'extra'],
  ])('refuses %j', async (body, field) => {
    const response = await report(body);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty(field);
  });
});
