import type { MessageCatalogue } from "../../message-groups";

/** `aiCompose` in Hindi. */
export const aiCompose = {
  failed: "माफ़ कीजिए, अभी लिखा नहीं जा सका। कृपया फिर कोशिश करें।",
  templateAnswered:
    "AI राइटर अभी उपलब्ध नहीं है, इसलिए यह सहेली के टेम्पलेट ने लिखा है। इसे अपने हिसाब से बदलकर अपना बना लें।",
  templateWrote: "यह सहेली के टेम्पलेट ने आपकी प्रोफ़ाइल और शॉप से लिखा है। इसे अपने हिसाब से बदलकर अपना बना लें।",
  quotaUsed: "आज के लिए AI से लिखवाने की सीमा पूरी हो गई है। इस बार सहेली के टेम्पलेट ने लिखा है; AI कल फिर उपलब्ध होगा।",
  needPromptOrTemplate: "कृपया कोई टेम्पलेट चुनें या लिखें कि पोस्ट किस बारे में होनी चाहिए।",
  copied: "कॉपी हो गया!",
} satisfies NonNullable<MessageCatalogue["aiCompose"]>;
