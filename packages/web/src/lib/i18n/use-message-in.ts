import { useTranslation } from "react-i18next";
import { messageIn } from "./i18n";

/** Core's English message (a form rule's, a refusal's) in her language; re-renders when she switches. */
export function useMessageIn(): (english: string) => string {
  useTranslation();
  return messageIn;
}
