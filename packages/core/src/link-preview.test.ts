import { describe, expect, it } from "vitest";
import { classifyLink, displayDomain, firstLinkIn, normalizeLinkUrl } from "./link-preview";

describe("normalizeLinkUrl", () => {
  it("gives a URL without a scheme https and drops the fragment", () => {
    expect(normalizeLinkUrl("example.com/a#b")).toBe("https://example.com/a");
    expect(normalizeLinkUrl("  http://Example.com  ")).toBe("http://example.com/");
    expect(normalizeLinkUrl("localhost:8080/x")).toBe("https://localhost:8080/x");
  });

  it("refuses what is not an http(s) URL", () => {
    for (const bad of [
      "",
      "file:///etc/passwd",
      "gopher://example.com/",
      "javascript:alert(1)",
      "data:text/html,hi",
      "ftp://example.com",
      "https://user:pw@example.com/",
      "two words",
      `https://example.com/${"a".repeat(2100)}`,
    ])
      expect(normalizeLinkUrl(bad), bad).toBeNull();
  });

  it("writes numeric IPv4 forms the way the URL standard does", () => {
    expect(normalizeLinkUrl("http://2130706433/")).toBe("http://127.0.0.1/");
    expect(normalizeLinkUrl("http://0x7f.1/")).toBe("http://127.0.0.1/");
    expect(normalizeLinkUrl("http://[::ffff:127.0.0.1]/")).toBe("http://[::ffff:7f00:1]/");
  });
});

describe("firstLinkIn", () => {
  it("finds the first http(s) URL, without trailing punctuation", () => {
    expect(firstLinkIn("See https://saheli.in/shop/priya, and http://b.com")).toBe(
      "https://saheli.in/shop/priya",
    );
    expect(firstLinkIn("(https://example.com/x).")).toBe("https://example.com/x");
  });

  it("finds a URL without a scheme and gives it https", () => {
    expect(firstLinkIn("my shop: www.priyasarees.in/new")).toBe("https://www.priyasarees.in/new");
    expect(firstLinkIn("read medium.com/@asha/post today")).toBe("https://medium.com/@asha/post");
  });

  it("takes whichever comes first", () => {
    expect(firstLinkIn("a.com then https://b.com")).toBe("https://a.com/");
    expect(firstLinkIn("https://b.com then a.com")).toBe("https://b.com/");
  });

  it("finds nothing in plain words, e-mail addresses or file names", () => {
    expect(firstLinkIn("Hello world. Diwali sale!")).toBeNull();
    expect(firstLinkIn("write to asha@gmail.com")).toBeNull();
    expect(firstLinkIn("see photo.jpg")).toBeNull();
  });
});

describe("classifyLink", () => {
  it("knows the video services and their players", () => {
    expect(classifyLink("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toEqual({
      type: "video",
      service: "youtube",
      embed_type: "youtube",
      video_id: "dQw4w9WgXcQ",
      embed_url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    });
    expect(classifyLink("https://youtu.be/dQw4w9WgXcQ?t=3").video_id).toBe("dQw4w9WgXcQ");
    expect(classifyLink("https://m.youtube.com/shorts/dQw4w9WgXcQ").video_id).toBe("dQw4w9WgXcQ");
    expect(classifyLink("https://vimeo.com/76979871").embed_url).toBe(
      "https://player.vimeo.com/video/76979871",
    );
    expect(classifyLink("https://www.dailymotion.com/video/x8abcd1").embed_url).toBe(
      "https://www.dailymotion.com/embed/video/x8abcd1",
    );
    expect(classifyLink("https://dai.ly/x8abcd1").video_id).toBe("x8abcd1");
  });

  it("gives a video service's page that is not a video no player", () => {
    expect(classifyLink("https://www.youtube.com/@saheli")).toMatchObject({ type: "video", embed_url: null });
    expect(classifyLink("https://www.youtube.com/watch?v=short").video_id).toBeNull();
  });

  it("knows the social, code and article sites", () => {
    expect(classifyLink("https://x.com/saheli/status/1").type).toBe("social");
    expect(classifyLink("https://twitter.com/saheli").service).toBe("twitter");
    expect(classifyLink("https://www.linkedin.com/in/asha").service).toBe("linkedin");
    expect(classifyLink("https://www.instagram.com/p/abc/").service).toBe("instagram");
    expect(classifyLink("https://github.com/saheli/app").type).toBe("code");
    expect(classifyLink("https://asha.medium.com/my-story").type).toBe("article");
    expect(classifyLink("https://notx.com/").type).toBe("basic");
  });

  it("knows image and video files by extension", () => {
    expect(classifyLink("https://cdn.example.com/a/Diwali.JPG").type).toBe("image");
    expect(classifyLink("https://cdn.example.com/a/b.webp?x=1").type).toBe("image");
    expect(classifyLink("https://cdn.example.com/clip.mp4")).toMatchObject({
      type: "video",
      embed_type: "file",
    });
    expect(classifyLink("https://example.com/jpg").type).toBe("basic");
  });
});

describe("displayDomain", () => {
  it("drops www.", () => {
    expect(displayDomain("https://www.priyasarees.in/x")).toBe("priyasarees.in");
  });
});
