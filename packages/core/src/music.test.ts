import { describe, expect, it } from "vitest";
import { musicTrackSchema } from "./contracts/music";
import { embedUrl, formatOffset, MusicLimits, musicSearchParams, playerStateOf } from "./music";

describe("music search parameters", () => {
  it("ask for videos in the music category, at most 20, embeddable", () => {
    expect(musicSearchParams("  sufi  ", "All")).toEqual({
      part: "snippet",
      type: "video",
      videoCategoryId: "10",
      videoEmbeddable: "true",
      maxResults: "20",
      q: "sufi",
    });
  });
  it("use the video service's topic for a genre it knows, and the genre's name otherwise", () => {
    expect(musicSearchParams("evening", "Jazz")).toMatchObject({ q: "evening", topicId: "/m/03_d0" });
    const folk = musicSearchParams("evening", "Folk");
    expect(folk.q).toBe("evening folk");
    expect(folk.topicId).toBeUndefined();
  });
});

describe("the track on a post", () => {
  const track = {
    video_id: "dQw4w9WgXcQ",
    title: "A song",
    channel: "A channel",
    thumbnail_url: "https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg",
  };
  it("defaults to volume 80 from the start", () => {
    expect(musicTrackSchema.parse(track)).toMatchObject({
      volume: MusicLimits.defaultVolume,
      start_seconds: 0,
    });
  });
  it("refuses a made-up id, another site's image and a volume over 100", () => {
    expect(musicTrackSchema.safeParse({ ...track, video_id: "../../x" }).success).toBe(false);
    expect(musicTrackSchema.safeParse({ ...track, thumbnail_url: "https://evil.test/a.jpg" }).success).toBe(
      false,
    );
    expect(musicTrackSchema.safeParse({ ...track, volume: 101 }).success).toBe(false);
  });
});

describe("the player", () => {
  it("plays from the privacy-enhanced domain at her start", () => {
    const url = embedUrl("dQw4w9WgXcQ", 65.7, "https://saheli.test");
    expect(url.startsWith("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?")).toBe(true);
    expect(url).toContain("start=65&");
    expect(url).toContain("enablejsapi=1");
    expect(url).toContain("origin=https%3A%2F%2Fsaheli.test");
  });
  it("maps the player's states", () => {
    expect(playerStateOf(1)).toBe("playing");
    expect(playerStateOf(2)).toBe("paused");
    expect(playerStateOf(0)).toBe("ended");
    expect(playerStateOf(5)).toBeNull();
    expect(formatOffset(187)).toBe("3:07");
  });
});
