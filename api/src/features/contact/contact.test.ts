import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { describeOnEachDatabase, type TestApi, XSRF } from '../../testing/test-app.ts';

const message = {
  name: 'Andre Baptiste',
  phone_number: '+1 786 555 0111',
  email: 'andre@example.com',
  message: 'Do you rent follow spots for a weekend?',
};
const send = (api: TestApi, payload: unknown) =>
  api.app.inject({ method: 'POST', url: '/api/v1/contact', headers: XSRF, payload: payload as object });

describeOnEachDatabase('POST /contact', (api) => {
  it('stores the message, trimmed, and answers 201 with its id', async () => {
    const response = await send(api, { ...message, name: '  Andre Baptiste ' });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;
    const [stored] = await api.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({
      name: 'Andre Baptiste',
      phoneNumber: message.phone_number,
      email: message.email,
      message: message.message,
    });
  });

  it('names every missing field', async () => {
    const response = await send(api, {});
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual({
      name: 'name is required.',
      phone_number: 'phone_number is required.',
      email: 'email is required.',
      message: 'message is required.',
    });
  });

  it.each([
    [{ email: 'andre-at-example' }, 'email', 'email must be a valid e-mail address.'],
    [{ message: ' ' }, 'message', 'message must not be empty.'],
    [{ message: 'x'.repeat(5001) }, 'message', 'message must be at most 5000 characters.'],
    [{ phone_number: 3055550111 }, 'phone_number', 'phone_number must be a string.'],
  ])('refuses %j', async (change, field, text) => {
    const before = (await api.database.db.select().from(contactMessages)).length;
    const response = await send(api, { ...message, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields[field]).toBe(text);
    expect((await api.database.db.select().from(contactMessages)).length).toBe(before);
  });
});
