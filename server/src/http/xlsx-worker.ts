/** The task of renderXlsx's worker threads. */
export { writeXlsxTask as default } from './xlsx';
