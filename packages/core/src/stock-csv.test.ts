import { describe, expect, it } from "vitest";
import {
  cellsOf,
  columnKey,
  csvLine,
  parseAmount,
  parseQuantity,
  planStockRow,
  repeatedRows,
  rowId,
  type StockCsvListing,
  StockCsvMessages,
} from "./stock-csv";

const ID = "8c1b5a8e-0d7e-4c52-9b0e-0a6f7d1c2b3a";
const saree: StockCsvListing = {
  id: ID,
  title: "Chanderi saree",
  listing_type: "physical",
  price: 1200,
  sale_price: 999,
  quantity: 4,
  hers: true,
  deleted: false,
};

describe("reading the file", () => {
  it("knows columns however she spells them", () => {
    expect(columnKey("\uFEFFId")).toBe("id");
    expect(columnKey(" Sale price ")).toBe("sale_price");
    expect(columnKey("SALE-PRICE")).toBe("sale_price");
  });

  it("takes the cells it may change by column name, in any order, and ignores the rest", () => {
    expect(cellsOf(["title", "Quantity", "id", "colour"], ["Saree", "7", ID, "red"])).toEqual({
      id: ID,
      quantity: "7",
    });
    // A short record: the missing cell is empty, not absent.
    expect(cellsOf(["id", "price"], [ID])).toEqual({ id: ID, price: "" });
  });

  it("reads amounts as people type them", () => {
    expect(parseAmount("1299", "Price")).toEqual({ value: 1299 });
    expect(parseAmount(" ₹ 1,29,999.50 ", "Price")).toEqual({ value: 129999.5 });
    expect(parseAmount("Rs. 450", "Price")).toEqual({ value: 450 });
    expect(parseAmount("", "Price")).toEqual({ empty: true });
    expect(parseAmount("abc", "Price")).toEqual({ problem: 'Price is not a number: "abc"' });
    expect(parseAmount("12.345", "Price")).toEqual({ problem: 'Price is not a number: "12.345"' });
    expect(parseAmount("-5", "Sale price")).toEqual({ problem: "Sale price cannot be negative" });
    expect(parseAmount("'-5", "Price")).toEqual({ problem: "Price cannot be negative" });
    expect(parseAmount("99999999", "Price")).toEqual({ problem: "Price can be at most 1,00,00,000" });
  });

  it("reads stock as a whole number of items", () => {
    expect(parseQuantity("12")).toEqual({ value: 12 });
    expect(parseQuantity("12.0")).toEqual({ value: 12 });
    expect(parseQuantity("1,200")).toEqual({ value: 1200 });
    expect(parseQuantity("2.5")).toEqual({ problem: 'Stock is not a whole number: "2.5"' });
    expect(parseQuantity("-3")).toEqual({ problem: "Stock cannot be negative" });
    expect(parseQuantity("lots")).toEqual({ problem: 'Stock is not a number: "lots"' });
    expect(parseQuantity("200000")).toEqual({ problem: "Stock can be at most 1,00,000" });
  });

  it("takes ids in any case and refuses what cannot be one", () => {
    expect(rowId({ id: ` ${ID.toUpperCase()} ` })).toBe(ID);
    expect(rowId({ id: "12" })).toBeNull();
    expect(rowId({})).toBeNull();
  });
});

describe("planning a row", () => {
  it("lists what would change, and nothing for an unchanged row", () => {
    expect(planStockRow({ id: ID, price: "1200", sale_price: "999", quantity: "4" }, saree)).toEqual({
      changes: [],
      problems: [],
    });
    expect(planStockRow({ id: ID, price: "1500", quantity: "10" }, saree)).toEqual({
      changes: [
        { field: "price", from: 1200, to: 1500 },
        { field: "quantity", from: 4, to: 10 },
      ],
      problems: [],
    });
  });

  it("keeps empty price and stock cells as they are, but an empty sale price ends the sale", () => {
    expect(planStockRow({ id: ID, price: "", quantity: "", sale_price: "" }, saree)).toEqual({
      changes: [{ field: "sale_price", from: 999, to: null }],
      problems: [],
    });
  });

  it("names the listing's problem: missing, unknown, another shop's, deleted", () => {
    expect(planStockRow({ id: "" }, undefined).problems).toEqual([StockCsvMessages.idMissing]);
    expect(planStockRow({ id: "abc" }, undefined).problems).toEqual([
      'Unknown id "abc": none of your listings has it',
    ]);
    expect(planStockRow({ id: ID, price: "10" }, { ...saree, hers: false })).toEqual({
      changes: [],
      problems: [StockCsvMessages.notHers],
    });
    expect(planStockRow({ id: ID }, { ...saree, deleted: true }).problems).toEqual([
      StockCsvMessages.deleted,
    ]);
  });

  it("lists every problem of a row at once", () => {
    expect(planStockRow({ id: ID, price: "ten", quantity: "-1" }, saree).problems).toEqual([
      'Price is not a number: "ten"',
      "Stock cannot be negative",
    ]);
  });

  it("refuses a sale price at or above the price, new or kept", () => {
    expect(planStockRow({ id: ID, sale_price: "1300" }, saree).problems).toEqual([
      StockCsvMessages.salePriceTooHigh,
    ]);
    // Lowering the price below the sale price she already has.
    expect(planStockRow({ id: ID, price: "900" }, saree).problems).toEqual([
      StockCsvMessages.salePriceTooHigh,
    ]);
    expect(planStockRow({ id: ID, price: "900", sale_price: "" }, saree).changes).toEqual([
      { field: "price", from: 1200, to: 900 },
      { field: "sale_price", from: 999, to: null },
    ]);
  });

  it("gives stock to products only", () => {
    const download = { ...saree, listing_type: "digital" as const, quantity: 0, sale_price: null };
    expect(planStockRow({ id: ID, quantity: "5" }, download).problems).toEqual([StockCsvMessages.notStocked]);
    expect(planStockRow({ id: ID, quantity: "0", price: "300" }, download).problems).toEqual([]);
  });

  it("finds rows naming a listing an earlier row named", () => {
    expect([...repeatedRows([ID, null, "b", ID, ID])]).toEqual([
      [3, 0],
      [4, 0],
    ]);
  });
});

describe("writing the file", () => {
  it("quotes what needs quoting and defuses formulas", () => {
    expect(csvLine([ID, "Saree, red", 'The "best"', 1200, null, "=SUM(A1)", "-x"])).toBe(
      `${ID},"Saree, red","The ""best""",1200,,'=SUM(A1),'-x\r\n`,
    );
  });
});
