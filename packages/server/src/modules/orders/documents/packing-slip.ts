import {
  addressLines,
  type Cell,
  COLORS,
  CONTENT_WIDTH,
  type Column,
  ensureSpace,
  formatDate,
  heading,
  labelled,
  MARGIN,
  money,
  PaymentLabels,
  type Pdf,
  renderPdf,
  rule,
  table,
  write,
} from "./layout.js";
import type { PackingSlipData } from "./types.js";

const COLUMNS: Column[] = [
  { header: "Packed", width: 46, align: "center" },
  { header: "Item" },
  { header: "HSN", width: 70 },
  { header: "Qty", width: 46, align: "right" },
];

function itemCount(data: PackingSlipData): number {
  return data.lines.reduce((count, line) => count + line.quantity, 0);
}

function drawHeader(doc: Pdf, data: PackingSlipData): number {
  write(doc, "Packing slip", MARGIN, MARGIN, { size: 18, bold: true, color: COLORS.brand });
  write(doc, data.shop_name, MARGIN + 200, MARGIN + 4, {
    size: 12,
    bold: true,
    width: CONTENT_WIDTH - 200,
    align: "right",
  });
  const y = MARGIN + 34;
  rule(doc, y);
  return y + 10;
}

function drawShipTo(doc: Pdf, data: PackingSlipData, top: number): number {
  const x = MARGIN + 305;
  const shipping: [string, string][] = [];
  if (data.carrier) shipping.push(["Carrier", data.carrier]);
  if (data.awb) shipping.push(["AWB", data.awb]);
  const right = labelled(
    doc,
    [
      ["Order no.", data.order_number],
      ["Order date", formatDate(data.order_date)],
      ["Items", String(itemCount(data))],
      ...shipping,
    ],
    x,
    top,
    CONTENT_WIDTH - 305,
  );
  const { ship_to } = data;
  let left = heading(doc, "Ship to", MARGIN, top);
  left = write(doc, ship_to.name, MARGIN, left, { size: 12, bold: true, width: 290 });
  for (const line of addressLines(ship_to)) left = write(doc, line, MARGIN, left, { size: 10, width: 290 });
  if (ship_to.phone) left = write(doc, `Phone: ${ship_to.phone}`, MARGIN, left + 2, { size: 10, bold: true });
  return Math.max(left, right) + 14;
}

function drawPayment(doc: Pdf, data: PackingSlipData, top: number): number {
  const y = ensureSpace(doc, top + 12, 52);
  const cod = data.payment === "cod";
  doc.roundedRect(MARGIN, y, CONTENT_WIDTH, 44, 4).fill(cod ? COLORS.soft : "#f2f2f2");
  write(doc, `Payment: ${PaymentLabels[data.payment]}`, MARGIN + 12, y + 8, { color: COLORS.muted });
  const action = cod ? `Collect ${money(data.total, data.currency)} in cash` : "Do not collect any cash";
  write(doc, action, MARGIN + 12, y + 21, { size: 12, bold: cod, color: cod ? COLORS.brand : COLORS.ink });
  return y + 44;
}

/** The slip a vendor packs one order's parcel by: where it goes, what goes in, and what to collect. */
export async function renderPackingSlip(data: PackingSlipData): Promise<Buffer> {
  return renderPdf(`Packing slip ${data.order_number}`, (doc) => {
    let y = drawHeader(doc, data);
    y = drawShipTo(doc, data, y);
    const rows: Cell[][] = data.lines.map((line) => [
      { box: true },
      { text: line.title, sub: line.variant ?? undefined },
      line.hsn_code ?? "",
      { text: String(line.quantity), bold: true },
    ]);
    y = table(doc, COLUMNS, rows, y);
    y = write(doc, `Total items: ${itemCount(data)}`, MARGIN, y + 6, {
      bold: true,
      width: CONTENT_WIDTH,
      align: "right",
    });
    y = drawPayment(doc, data, y);
    write(doc, `Sold through Saheli (marketplace) · Order ${data.order_number}`, MARGIN, y + 14, {
      size: 8,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: "center",
    });
  });
}
