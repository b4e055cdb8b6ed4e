import type { Language } from "@saheli/core/i18n/languages";
import { PackingSlipWords } from "@saheli/core/i18n/notices/documents";
import { localeOf } from "@saheli/core/i18n/notices/words";
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
  type Pdf,
  renderPdf,
  rule,
  table,
  write,
} from "./layout.js";
import type { PackingSlipData } from "./types.js";

const W = PackingSlipWords;

const columns = (l: Language): Column[] => [
  { header: W.packed[l](), width: 46, align: "center" },
  { header: W.item[l]() },
  { header: "HSN", width: 70 },
  { header: W.quantity[l](), width: 46, align: "right" },
];

function itemCount(data: PackingSlipData): number {
  return data.lines.reduce((count, line) => count + line.quantity, 0);
}

function drawHeader(doc: Pdf, data: PackingSlipData, l: Language): number {
  write(doc, W.title[l](), MARGIN, MARGIN, { size: 18, bold: true, color: COLORS.brand });
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

function drawShipTo(doc: Pdf, data: PackingSlipData, top: number, l: Language): number {
  const x = MARGIN + 305;
  const shipping: [string, string][] = [];
  if (data.carrier) shipping.push([W.carrier[l](), data.carrier]);
  if (data.awb) shipping.push(["AWB", data.awb]);
  const right = labelled(
    doc,
    [
      [W.orderNumber[l](), data.order_number],
      [W.orderDate[l](), formatDate(data.order_date, localeOf(l))],
      [W.items[l](), String(itemCount(data))],
      ...shipping,
    ],
    x,
    top,
    CONTENT_WIDTH - 305,
  );
  const { ship_to } = data;
  let left = heading(doc, W.shipTo[l](), MARGIN, top);
  left = write(doc, ship_to.name, MARGIN, left, { size: 12, bold: true, width: 290 });
  for (const line of addressLines(ship_to)) left = write(doc, line, MARGIN, left, { size: 10, width: 290 });
  if (ship_to.phone)
    left = write(doc, W.phone[l]({ phone: ship_to.phone }), MARGIN, left + 2, { size: 10, bold: true });
  return Math.max(left, right) + 14;
}

function drawPayment(doc: Pdf, data: PackingSlipData, top: number, l: Language): number {
  const y = ensureSpace(doc, top + 12, 52);
  const cod = data.payment === "cod";
  doc.roundedRect(MARGIN, y, CONTENT_WIDTH, 44, 4).fill(cod ? COLORS.soft : "#f2f2f2");
  write(doc, W.payment[l]({ cod }), MARGIN + 12, y + 8, { color: COLORS.muted });
  const action = cod ? W.collect[l]({ money: money(data.total, data.currency) }) : W.collectNothing[l]();
  write(doc, action, MARGIN + 12, y + 21, { size: 12, bold: cod, color: cod ? COLORS.brand : COLORS.ink });
  return y + 44;
}

/**
 * The slip a vendor packs one order's parcel by: where it goes, what goes in, and what to collect; in her
 * language (what people wrote, names, addresses and items, stays as written).
 */
export async function renderPackingSlip(data: PackingSlipData, l: Language = "en"): Promise<Buffer> {
  return renderPdf(W.document[l]({ n: data.order_number }), (doc) => {
    let y = drawHeader(doc, data, l);
    y = drawShipTo(doc, data, y, l);
    const rows: Cell[][] = data.lines.map((line) => [
      { box: true },
      { text: line.title, sub: line.variant ?? undefined },
      line.hsn_code ?? "",
      { text: String(line.quantity), bold: true },
    ]);
    y = table(doc, columns(l), rows, y);
    y = write(doc, W.totalItems[l]({ count: itemCount(data) }), MARGIN, y + 6, {
      bold: true,
      width: CONTENT_WIDTH,
      align: "right",
    });
    y = drawPayment(doc, data, y, l);
    write(doc, W.soldThrough[l]({ n: data.order_number }), MARGIN, y + 14, {
      size: 8,
      color: COLORS.muted,
      width: CONTENT_WIDTH,
      align: "center",
    });
  });
}
