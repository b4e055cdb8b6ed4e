import type { MessageCatalogue } from "../../message-groups";

/** `music` in Hindi. */
export const music = {
  searchFailed: "म्यूज़िक नहीं खोजा जा सका। कृपया अपनी वीडियो सेवा की API key जाँचें या थोड़ी देर बाद फिर कोशिश करें।",
  playFailed: "वीडियो नहीं चल सका। कृपया कोई दूसरा गाना चुनें।",
  playbackError: "वीडियो चलाने में गड़बड़ी हुई। कृपया कोई दूसरा गाना चुनें।",
  audioFailed: "ऑडियो नहीं चल सका। कृपया कोई दूसरा गाना चुनें।",
  noSongs: "कोई गाना नहीं मिला",
  keyMissing: "म्यूज़िक खोजने की सुविधा उपलब्ध नहीं है: इस सहेली पर YouTube की API key (YOUTUBE_API_KEY) सेट नहीं है।",
  invalidTrack: "कृपया म्यूज़िक खोज से कोई गाना चुनें",
} satisfies NonNullable<MessageCatalogue["music"]>;
