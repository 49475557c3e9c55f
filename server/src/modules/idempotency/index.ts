export { readCommitted, writeOnce, type CompleteKey, type DocumentIssue } from './service';
