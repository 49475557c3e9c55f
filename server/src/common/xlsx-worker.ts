/** The task of renderXlsx's worker threads. */
export { writeXlsx as default } from './xlsx';
