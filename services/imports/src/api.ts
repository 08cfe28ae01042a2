/** The imports API's inputs live in shared (the OpenAPI document is generated from them); re-exported for the service's files. */
export { XLSX_CONTENT_TYPE, processExcelInputSchema, startImportInputSchema, type ProcessExcelInput, type StartImportInput } from '@pitchside/shared';
