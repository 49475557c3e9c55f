export { writeOnce, type CompleteKey, type DocumentIssue } from './queries';
