import { type FileOutcome, fetchOrderFile } from '@portal/shared/bookings/fetch-order-file';
import { voucherPdf } from '@portal/shared/contracts/fast-track';

/** The voucher of a paid order: `application/pdf` (not the JSON envelope). */
export const fetchVoucher = (orderNo: string): Promise<FileOutcome> =>
  fetchOrderFile({
    method: voucherPdf.method as 'POST',
    path: voucherPdf.path,
    input: { orderNo },
    type: 'application/pdf',
  });
