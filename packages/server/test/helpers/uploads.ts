import type { App } from "../../src/app.js";
import type { Member } from "./people.js";

/** A multipart body with one file field named "file", as a browser's form sends it. */
export function multipart(bytes: Buffer, filename = "photo.png", type = "image/png") {
  const boundary = "----saheli-test-boundary";
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads `bytes` as `who` to `url`. */
export async function uploadAs(
  app: App,
  who: Member,
  url: string,
  bytes: Buffer,
  filename?: string,
  type?: string,
) {
  const body = multipart(bytes, filename, type);
  return app.inject({
    method: "POST",
    url,
    payload: body.payload,
    headers: { ...body.headers, cookie: who.jar.header(), "sec-fetch-site": "same-origin" },
  });
}
