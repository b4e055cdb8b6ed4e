import { afterEach, describe, expect, it } from "vitest";
import { checkoutKey, forgetCheckoutKey } from "./checkout-key";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("the checkout attempt's idempotency key", () => {
  afterEach(() => forgetCheckoutKey(null));

  it("stays the same for every try of one attempt", () => {
    const storage = memoryStorage();
    let made = 0;
    const make = () => `key-${++made}-abcdefgh`;
    const first = checkoutKey(storage, make);
    expect(checkoutKey(storage, make)).toBe(first);
    expect(made).toBe(1);
  });

  it("is new once the attempt is over", () => {
    const storage = memoryStorage();
    let made = 0;
    const make = () => `key-${++made}-abcdefgh`;
    const first = checkoutKey(storage, make);
    forgetCheckoutKey(storage);
    expect(checkoutKey(storage, make)).not.toBe(first);
  });

  it("lives in the page when storage is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    const first = checkoutKey(blocked, () => "only-in-memory-key");
    expect(checkoutKey(blocked, () => "another-key-entirely")).toBe(first);
  });
});
