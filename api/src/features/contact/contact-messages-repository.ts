import type { ContactMessageCreated, ContactMessagePayload } from '@rental/shared/contracts';
import type { Database } from '../../db/database.ts';
import { contactMessages } from '../../db/schema.ts';
import { spamReason, type SpamReason } from '../../abuse/spam-reason.ts';
import { enqueueContactEmail } from '../../outbox/outbox-repository.ts';

const flagged = (reason: SpamReason | null) => ({ suspectedSpam: reason !== null, spamReason: reason });

/** Stores the message and queues the company's e-mail about it, in one transaction. */
export async function storeContactMessage(
  db: Database,
  payload: ContactMessagePayload,
): Promise<ContactMessageCreated> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactMessages)
      .values({
        name: payload.name.trim(),
        phoneNumber: payload.phone_number.trim(),
        email: payload.email.trim(),
        message: payload.message.trim(),
        ...flagged(spamReason(payload)),
      })
      .returning({ id: contactMessages.id });
    if (!stored) throw new Error('the contact message insert returned no row');
    await enqueueContactEmail(tx, stored.id);
    return stored;
  });
}
