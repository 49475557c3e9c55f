import { z } from 'zod';

/** The files a list exports to. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most rows one export holds; a wider selection answers 400 and asks for narrower filters. */
export const EXPORT_MAX_ROWS = 100_000;

export const exportFormat = z
  .enum(EXPORT_FORMATS, { error: 'Format must be csv or xlsx' })
  .describe(
    'csv: UTF-8 with a byte-order mark; in French and Arabic separated by ";" with a decimal comma (as Excel reads them in ' +
      'Morocco and France), in English by "," with a decimal point. xlsx: an Excel workbook with typed cells (numbers, dates).',
  );

type Paging = 'page' | 'size';

/**
 * What a list's export takes: the list's own request (its query or body) without its paging, plus
 * `format`. Derived from the list's schema, so that the export always takes the very filters the
 * list takes.
 */
export function exportRequest<Shape extends z.ZodRawShape>(list: z.ZodObject<Shape>) {
  const paging = Object.fromEntries(['page', 'size'].filter((key) => key in list.shape).map((key) => [key, true as const]));
  return list.omit(paging as never).extend({ format: exportFormat }) as unknown as z.ZodObject<
    Omit<Shape, Paging> & { format: typeof exportFormat }
  >;
}
