import type { Db } from '../../db/connect';

/** Keeps a mail in the outbox; answers its id. */
export async function insertMail(db: Db, mail: { recipient: string; subject: string; body: string; createdAt: string }): Promise<number> {
  const { id } = await db.insertInto('mailOutbox').values(mail).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function markMailSent(db: Db, id: number, sentAt: string): Promise<void> {
  await db.updateTable('mailOutbox').set({ sentAt }).where('id', '=', id).execute();
}
