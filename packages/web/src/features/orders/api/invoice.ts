/** `GET /api/orders/{orderNumber}/invoice.pdf`: a plain link (the browser downloads it with her cookies). */
export function invoiceUrl(orderNumber: string): string {
  return `/api/orders/${encodeURIComponent(orderNumber)}/invoice.pdf`;
}
