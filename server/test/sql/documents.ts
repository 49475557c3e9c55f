import * as repository from '../../src/modules/documents/repository';
import { repositorySql } from './sql-examples';

export default repositorySql(repository, {
  findIssuedContent: ['invoice', 12],
  insertIssuedContent: ['invoice', 12, '{"number":"FA-2026-000012"}'],
  insertIssuedContentOnce: ['invoice', 12, '{"number":"FA-2026-000012"}'],
});
