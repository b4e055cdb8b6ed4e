import type { DataExport } from "@saheli/core/contracts/data-export";
import i18next from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { common } from "@/lib/i18n/catalogues/en/common";
import { accountEn } from "../i18n/en";
import { DataExportItem } from "./data-export-item";

// The item speaks through i18next, as in the app: here in English, its words loaded at once.
void i18next.use(initReactI18next).init({
  lng: "en",
  ns: ["common", "account"],
  defaultNS: "common",
  resources: { en: { common, account: accountEn } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

const base: DataExport = {
  id: "8a4c1f8e-8f5b-4a4e-9b1f-1c2d3e4f5a6b",
  status: "ready",
  created_at: "2026-11-25T09:00:00.000Z",
  ready_at: "2026-11-25T09:01:00.000Z",
  expires_at: "2026-12-02T09:01:00.000Z",
  total_size: 3 * 1024 ** 3,
  parts: [
    {
      name: "saheli-data-2026-11-25-part-1-of-2.zip",
      size: 2 * 1024 ** 3 - 10,
      url: "/api/me/exports/x/parts/1",
    },
    { name: "saheli-data-2026-11-25-part-2-of-2.zip", size: 1024 ** 3, url: "/api/me/exports/x/parts/2" },
  ],
};
const render = (archive: DataExport) => renderToStaticMarkup(<DataExportItem archive={archive} />);

describe("an archive in the list", () => {
  it("offers every part of a split archive, with its size and the day it expires", () => {
    const html = render(base);
    expect(html).toContain("Ready to download");
    expect(html).toContain("3 GB in 2 parts · expires on");
    expect(html).toContain("2 December 2026");
    expect(html).toContain('href="/api/me/exports/x/parts/2"');
    expect(html).toContain("Download part 2 (1 GB)");
  });

  it("says a single archive is one ZIP", () => {
    const html = render({ ...base, total_size: 2048, parts: [base.parts[1]!] });
    expect(html).toContain("Download ZIP");
    expect(html).not.toContain(" in 1 parts");
    expect(html).toContain("2 KB · expires on");
  });

  it("shows preparing, expired and failed without links", () => {
    const preparing = render({ ...base, status: "preparing", parts: [], expires_at: null, ready_at: null });
    expect(preparing).toContain("Preparing your archive");
    expect(preparing).not.toContain("href=");
    const expired = render({ ...base, status: "expired", parts: [] });
    expect(expired).toContain("Expired");
    expect(expired).toContain("its link ended on 2 December 2026");
    expect(expired).not.toContain("href=");
    expect(render({ ...base, status: "failed", parts: [] })).toContain(
      "We could not prepare your archive. Please try again.",
    );
  });
});
