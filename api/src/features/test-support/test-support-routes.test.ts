import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../testing/test-app.ts';

describeOnEachDatabase('test-support routes', (api) => {
  it('are not registered in a normal start', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/v1/test-support/quote-requests' });
    expect(response.statusCode).toBe(404);
  });
});
