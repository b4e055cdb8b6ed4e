/** What the order documents are drawn from; the orders service fills these from an order and its shop. */

export type DocumentAddress = {
  name: string;
  line1: string | null;
  line2: string | null;
  city: string;
  state: string;
  pincode: string;
  country: string;
  phone: string | null;
};

/** One order line. `unit_price` and `line_total` include GST; `gst_rate` is a percentage (5 for 5%). */
export type DocumentLine = {
  title: string;
  variant: string | null;
  hsn_code: string | null;
  gst_rate: number | null;
  quantity: number;
  unit_price: number;
  line_total: number;
};

export type DocumentPayment = "cod" | "razorpay";

export type InvoiceData = {
  invoice_number: string;
  invoice_date: Date;
  order_number: string;
  order_date: Date;
  seller: {
    legal_name: string;
    shop_name: string;
    gstin: string | null;
    address: DocumentAddress | null;
    email: string | null;
    phone: string | null;
  };
  /** The delivery address; the place of supply is its state. */
  buyer: DocumentAddress;
  lines: DocumentLine[];
  shipping: number;
  /** sum(line_total) + shipping */
  total: number;
  currency: string;
  payment: DocumentPayment;
};

export type PackingSlipData = {
  order_number: string;
  order_date: Date;
  shop_name: string;
  ship_to: DocumentAddress;
  lines: DocumentLine[];
  payment: DocumentPayment;
  total: number;
  currency: string;
  carrier: string | null;
  awb: string | null;
};
