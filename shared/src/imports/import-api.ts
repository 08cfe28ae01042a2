import * as z from 'zod';

/** The imports API's inputs, in shared so the OpenAPI document describes them from the schemas the service parses with. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const startImportInputSchema = z.strictObject({
  fileName: z
    .string()
    .trim()
    .min(1, 'Please input your File name')
    .max(255)
    .refine((name) => /\.xlsx$/i.test(name), 'Choose an Excel workbook (.xlsx)'),
  /** The file's size in bytes: the presigned PUT accepts exactly this many. */
  size: z.number().int().min(1, 'The file is empty'),
});
export type StartImportInput = z.infer<typeof startImportInputSchema>;

/** Spec §7: `POST /api/files/process-excel {data}` — the file, base64. */
export const processExcelInputSchema = z.strictObject({
  data: z.string().min(1, 'Please input your data'),
});
export type ProcessExcelInput = z.infer<typeof processExcelInputSchema>;
