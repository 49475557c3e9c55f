/**
 * Calls that answer a file (a PDF, the logo, an export) and what the screens do with it. Apart from
 * api.ts: the sign-in page loads the API client, never these.
 */
import { send, type RequestOptions } from './api';

/** The file name a `Content-Disposition` header gives, such as `FA-2026-000123.pdf`. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1] ?? fallback;
}

/** Calls that answer a file other than a PDF (the logo, a CSV), with the name the server gives it. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<File> {
  const response = await send(path, options);
  const blob = await response.blob();
  return new File([blob], fileNameOf(response.headers.get('content-disposition'), 'download'), { type: blob.type });
}

async function pdfOf(response: Response): Promise<File> {
  const name = fileNameOf(response.headers.get('content-disposition'), 'document.pdf');
  return new File([await response.blob()], name, { type: 'application/pdf' });
}

/** Calls that answer a PDF, named as the server names it (its number, the report's date). */
export async function apiPdf(path: string, options: RequestOptions = {}): Promise<File> {
  return pdfOf(await send(path, options));
}

/** A saved document's PDF with the id and number of the record it shows (the x-document-id and x-document-number headers). */
export interface SavedDocument {
  pdf: File;
  id: number;
  number: string;
}

/** Calls that save a record and answer its PDF (a sale, a GRN). */
export async function apiSavedDocument(path: string, options: RequestOptions = {}): Promise<SavedDocument> {
  const response = await send(path, options);
  return {
    id: Number(response.headers.get('x-document-id')),
    number: response.headers.get('x-document-number') ?? '',
    pdf: await pdfOf(response),
  };
}

/** Calls that answer a file to keep (the data export's zip, a list's CSV or XLSX), named as the server names it. */
export async function apiFile(path: string, fallbackName: string, options: RequestOptions = {}): Promise<File> {
  const response = await send(path, options);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  return new File([await response.blob()], name, { type: response.headers.get('content-type') ?? '' });
}

/** Hands a downloaded file to the browser to save. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Prints a PDF (a till receipt) without leaving the screen: the browser's own PDF viewer loads it
 * in a hidden frame and its print dialog opens; where that is not possible it opens like any PDF.
 */
export function printPdf(file: File): void {
  const url = URL.createObjectURL(file);
  const frame = document.createElement('iframe');
  frame.style.cssText = 'position:fixed;inset-inline-end:0;bottom:0;width:0;height:0;border:0';
  frame.title = file.name;
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.print();
    } catch {
      openPdf(file);
    }
  };
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 60_000);
}

/** Opens a PDF in a new window (or downloads it under its name where pop-ups are blocked). */
export function openPdf(file: File): void {
  const url = URL.createObjectURL(file);
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
