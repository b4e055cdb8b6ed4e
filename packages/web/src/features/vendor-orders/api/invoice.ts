/** `GET /api/orders/{orderNumber}/invoice.pdf`: the GST invoice, a plain link like the packing slip. */
export function invoiceUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
}
