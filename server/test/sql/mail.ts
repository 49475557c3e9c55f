import * as repository from '../../src/modules/mail/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  insertMail: [
    { recipient: 'admin@atlas.ma', subject: 'Stock alerts', body: '3 batches expire soon.', createdAt: '2026-11-22T09:00:00.000Z' },
  ],
  markMailSent: [12, '2026-11-22T09:00:02.000Z'],
});
