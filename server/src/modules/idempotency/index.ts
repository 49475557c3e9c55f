export { writeOnce, type CompleteKey } from './queries';
