/** The task of renderPdf's worker threads. */
export { drawPdf as default } from './pdf-document';
