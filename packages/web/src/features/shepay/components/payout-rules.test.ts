import { ShepayMessages } from "@saheli/core/shepay";
import { describe, expect, it } from "vitest";
import { payoutAmountProblem } from "./payout-dialog";
import { payoutMethodErrors } from "./payout-method-form";
import { ratesProblems } from "./rates-form";

const empty = { upi_id: "", account_holder: "", account_number: "", ifsc: "" };

describe("what the SHEPay forms check before asking the server", () => {
  it("a payout: rupees and paise, at least ₹1, at most what she may withdraw", () => {
    expect(payoutAmountProblem("1,500.50", 2000)).toBeNull();
    expect(payoutAmountProblem("₹ 2000", 2000)).toBeNull();
    expect(payoutAmountProblem("2000.01", 2000)).toBe(ShepayMessages.payoutAboveAvailable(2000));
    expect(payoutAmountProblem("0.5", 2000)).toBe(ShepayMessages.payoutTooSmall);
    expect(payoutAmountProblem("12.345", 2000)).toBe("Enter an amount in rupees and paise");
    expect(payoutAmountProblem("", 2000)).toBe("Enter an amount in rupees and paise");
  });

  it("a payout method: a UPI ID as name@handle, or a bank account with a real IFSC", () => {
    expect(payoutMethodErrors("upi", { ...empty, upi_id: "asha" })).toEqual({
      upi_id: ShepayMessages.invalidUpi,
    });
    expect(payoutMethodErrors("upi", { ...empty, upi_id: "Asha@OKAXIS" })).toEqual({});
    expect(
      payoutMethodErrors("bank", {
        ...empty,
        account_holder: "Asha",
        account_number: "12 34",
        ifsc: "HDFC1001234",
      }),
    ).toEqual({ account_number: ShepayMessages.invalidAccountNumber, ifsc: ShepayMessages.invalidIfsc });
    expect(
      payoutMethodErrors("bank", {
        ...empty,
        account_holder: "Asha Devi",
        account_number: "50100123456789",
        ifsc: "hdfc0001234",
      }),
    ).toEqual({});
  });

  it("the rates: percentages with two decimals at most, commission up to 50%, TCS up to 5%", () => {
    expect(ratesProblems("5", "0.5").input).toMatchObject({ commission_percent: 5, tcs_percent: 0.5 });
    expect(ratesProblems("60", "0.5").errors.commission_percent).toBe("At most 50%");
    expect(ratesProblems("5", "").errors.tcs_percent).toBe("Enter a percentage");
    expect(ratesProblems("5.125", "0.5").errors.commission_percent).toBe(ShepayMessages.invalidRate);
  });
});
