import type { Db } from '../../db/connect';
import { preparedQuery } from '../../db/prepared';

/** The content kept of a document: read with every print, so compiled once. */
const contentOf = preparedQuery((db: Db, kind: string, recordId: number) =>
  db.selectFrom('issuedDocuments').select('content').where('kind', '=', kind).where('recordId', '=', recordId),
);

/** At issue: a document is kept once, and a second content for it is an error, not something to skip. */
const keep = preparedQuery((db: Db, kind: string, recordId: number, content: string) =>
  db.insertInto('issuedDocuments').values({ kind, recordId, content }),
);

/** At a first print of a document issued before 033: two prints at once keep one content, the first. */
const keepFirst = preparedQuery((db: Db, kind: string, recordId: number, content: string) =>
  db
    .insertInto('issuedDocuments')
    .values({ kind, recordId, content })
    .onConflict((conflict) => conflict.columns(['kind', 'recordId']).doNothing()),
);

/** The content kept of a document, as JSON text, or undefined. */
export const findIssuedContent = async (db: Db, kind: string, recordId: number): Promise<string | undefined> =>
  (await contentOf(db, kind, recordId))[0]?.content;

export const insertIssuedContent = async (db: Db, kind: string, recordId: number, content: string): Promise<void> => {
  await keep(db, kind, recordId, content);
};

/** Keeps a content unless one is kept already. */
export const insertIssuedContentOnce = async (db: Db, kind: string, recordId: number, content: string): Promise<void> => {
  await keepFirst(db, kind, recordId, content);
};
