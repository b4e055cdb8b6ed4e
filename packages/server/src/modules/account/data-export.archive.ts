import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { planParts } from "@saheli/core/data-export";
import { ZipFile } from "yazl";
import type { Storage } from "../../platform/storage.js";
import type { ExportSections } from "./data-export.queries.js";

/** One entry of the archive: a JSON section in memory, or a stored file read as it is written. */
type Entry = { name: string; size: number } & ({ json: Buffer } | { key: string });

export type ArchivePart = { path: string; size: number };

const README = `This archive holds what Saheli keeps about you, as JSON files (one per kind of data), and the
files you uploaded under files/. Your verification photo is not included: Saheli deletes it once a decision
is made, and keeps only the history of your requests (verification_history.json).
`;

/**
 * Writes her archive as ZIP files in a temporary folder, starting a new part whenever the next entry would take
 * one past `maxPartBytes`. Files are streamed from storage (local disk or S3), never held whole in memory.
 * The caller stores the parts and then calls `cleanup`.
 */
export async function writeArchive(
  sections: ExportSections,
  fileKeys: string[],
  storage: Pick<Storage, "stat" | "open">,
  maxPartBytes: number,
  now: Date,
): Promise<{ parts: ArchivePart[]; cleanup: () => Promise<void> }> {
  const entries: Entry[] = [{ name: "README.txt", size: README.length, json: Buffer.from(README) }];
  for (const [name, rows] of Object.entries(sections)) {
    const json = Buffer.from(JSON.stringify(rows, null, 2));
    entries.push({ name: `${name}.json`, size: json.length, json });
  }
  for (const key of fileKeys) {
    const info = await storage.stat(key);
    // A file already gone (an upload swept, a post edited) is simply not in the archive.
    if (info) entries.push({ name: `files/${key.replace(/^private\//, "")}`, size: info.size, key });
  }
  const dir = await mkdtemp(join(tmpdir(), "saheli-export-"));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  try {
    const parts: ArchivePart[] = [];
    for (const [index, group] of planParts(entries, maxPartBytes).entries()) {
      const path = join(dir, `part-${index + 1}.zip`);
      await writeZip(group, path, storage, now);
      parts.push({ path, size: (await stat(path)).size });
    }
    return { parts, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

async function writeZip(entries: Entry[], path: string, storage: Pick<Storage, "open">, mtime: Date) {
  const zip = new ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(path));
  for (const entry of entries) {
    if ("json" in entry) zip.addBuffer(entry.json, entry.name, { mtime });
    else
      zip.addReadStreamLazy(entry.name, { mtime, size: entry.size, compress: false }, (done) => {
        storage.open(entry.key).then(
          (stream) => done(null, stream),
          (error) => done(error, undefined as never),
        );
      });
  }
  zip.end();
  await written;
}
