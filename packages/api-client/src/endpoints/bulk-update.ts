// /update: bulk price changes, previewed then applied in one transaction.
import type { BulkPercentageInput, BulkUpdateApplyInput, BulkUpdateApplyResult, BulkUpdatePreview } from '@mikro/contracts';
import { http } from '@mikro/api-client/core';
import { percentOf } from './download';

export const bulkUpdateApi = {
  async previewPercentage(input: BulkPercentageInput): Promise<BulkUpdatePreview> {
    const { data } = await http.post<BulkUpdatePreview>('/system/bulk-update/preview', input);
    return data;
  },
  /** A spreadsheet with the columns 'Código' and 'Precio con IVA' (or 'Precio sin IVA'). */
  async previewProductsFile(file: File, onProgress?: (percent: number) => void): Promise<BulkUpdatePreview> {
    const form = new FormData();
    form.append('file', file, file.name);
    const { data } = await http.post<BulkUpdatePreview>('/system/bulk-update/products/preview-file', form, {
      timeout: 120_000,
      onUploadProgress: onProgress ? (event) => onProgress(percentOf(event)) : undefined,
    });
    return data;
  },
  async apply(input: BulkUpdateApplyInput): Promise<BulkUpdateApplyResult> {
    const { data } = await http.post<BulkUpdateApplyResult>('/system/bulk-update/apply', input, { timeout: 120_000 });
    return data;
  },
};
