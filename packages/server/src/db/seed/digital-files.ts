import { renderPdf, write } from "../../modules/orders/documents/layout.js";
import type { Storage } from "../../platform/storage.js";
import { forEachLimited } from "./images.js";

/** A demo download a buyer receives: a digital listing's private file, drawn as a short PDF. */
export type DigitalFileJob = { key: string; title: string; description: string };

/** The private key of a seeded digital listing's file (never under /media). */
export const digitalFileKey = (slug: string) => `private/listing-files/seed/${slug}.pdf`;

/**
 * Writes every demo download: a one-page PDF with the listing's title and description, so that a demo purchase
 * delivers a real file rather than nothing.
 */
export async function writeDigitalFiles(storage: Storage, jobs: readonly DigitalFileJob[]): Promise<void> {
  await forEachLimited(jobs, 2, async (job) => {
    const pdf = await renderPdf(job.title, (doc) => {
      let y = write(doc, job.title, 40, 60, { size: 20, bold: true });
      y = write(doc, job.description, 40, y + 12, { size: 11, width: 515 });
      write(
        doc,
        "A Saheli demo download: the shop's real file takes its place when she lists her own.",
        40,
        y + 24,
        {
          size: 9,
          color: "#6b7280",
          width: 515,
        },
      );
    });
    await storage.put(job.key, pdf, "application/pdf");
  });
}
