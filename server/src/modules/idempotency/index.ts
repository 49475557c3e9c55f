export { writeOnce, type CompleteKey, type DocumentIssue } from './service';
