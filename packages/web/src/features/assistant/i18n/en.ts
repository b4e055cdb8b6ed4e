/**
 * The support assistant's words in English (issue 20): its panel, greetings, quick topics and composer. Its
 * answers come from the server in her language. `./hi.ts` must have every key (the type checks it).
 */
export const assistantEn = {
  widget: { button: "AI" },
  panel: {
    label: "Saheli assistant",
    heading: "Saheli assistant",
    subtitle: "Answers from our help centre and your orders",
    export: "Export conversation",
    exportTitle: "Export conversation (JSON)",
    minimise: "Minimise assistant",
    close: "Close assistant",
    quickTopics: "Quick topics",
    talkToPerson: "Talk to a person",
    orderNumber: "Your order number",
    ask: "Ask a question…",
  },
  greeting: {
    customer:
      "Hi! I'm Saheli's assistant. Ask me about your orders, returns, payments or shopping, and I'll answer from our help centre and your own orders.",
    vendor:
      "Hi! I'm Saheli's assistant for sellers. Ask me about your listings, orders, payments and shop settings, and I'll answer from our help centre and your shop's orders.",
    admin:
      "Hi! I'm Saheli's assistant for admins. Ask me about members, moderation, orders and payments, and I'll answer from our help centre.",
  },
  /** Core's `ASSISTANT_TOPICS` labels, by topic id. */
  topic: {
    order_status: "Order status",
    return_refund: "Returns & refunds",
    payment_help: "Payment help",
    product_info: "Product info",
    shipping_info: "Shipping info",
    account_help: "Account help",
    listing_help: "Listing help",
    sales_analytics: "Sales analytics",
    payment_issues: "Payment issues",
    policy_help: "Policy help",
    marketing_tips: "Marketing tips",
    inventory_help: "Inventory help",
    user_management: "User management",
    system_status: "System status",
    analytics: "Analytics",
    content_moderation: "Content moderation",
    financial_reports: "Financial reports",
    platform_settings: "Platform settings",
  },
  messages: {
    conversation: "Conversation",
    voiceNote: "Voice note",
    answering: "The assistant is answering",
  },
  answer: {
    articles: "Help articles",
    onSaheli: "On Saheli",
    community: "From the community",
  },
  composer: {
    voiceNote: "Your voice note ({{seconds}} s)",
    play: "Play your voice note",
    discard: "Discard",
    sendVoice: "Send voice note",
    files: "Files to send",
    remove: "Remove {{name}}",
    attach: "Attach a file",
    stop: "Stop recording",
    record: "Record a voice note",
    yourMessage: "Your message",
    recording: "Recording… press stop when you're done",
    send: "Send",
    tooLarge: "File size exceeds {{mb}}MB limit",
  },
} as const;
