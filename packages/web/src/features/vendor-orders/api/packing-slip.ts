/** `GET /api/vendor/orders/{orderNumber}/packing-slip.pdf`: a plain link (the browser sends her cookies). */
export function packingSlipUrl(orderNumber: string): string {
  return `/api/vendor/orders/${encodeURIComponent(orderNumber)}/packing-slip.pdf`;
}
