import type { AssistantTopic } from "@saheli/core/assistant";
import type { TFunction } from "i18next";
import { assistantEn } from "../i18n/en";

type TopicId = keyof typeof assistantEn.topic;

const known = (id: string): id is TopicId => Object.hasOwn(assistantEn.topic, id);

/** A quick topic's label in her language (core's English label for a topic the catalogue lacks). */
export function topicLabel(t: TFunction<"assistant">, topic: AssistantTopic): string {
  return known(topic.id) ? t(`topic.${topic.id}`) : topic.label;
}
