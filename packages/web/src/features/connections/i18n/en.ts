/** The video-meeting connections' words in English (issue 20); `./hi.ts` must have every one (the type checks it). */
export const connectionsEn = {
  section: {
    heading: "Video meetings",
    intro:
      "Connect Zoom or Google Calendar and Saheli makes the meeting link when a buyer books an online service. Without a connection, bookings say “{{fallback}}”.",
    /** Core's `MEETING_LINK_FALLBACK`, as a booking says it without a connection. */
    fallback: "The link will be sent by the seller",
  },
  row: {
    tryAgain: "Try again",
    disconnect: "Disconnect",
    disconnectTitle: "Disconnect {{name}}?",
    disconnectText:
      "Saheli forgets your {{name}} connection. Meetings already made stay; new online bookings will say “{{fallback}}” until you connect again.",
    disconnected: "{{name}} disconnected",
    connect: "Connect {{name}}",
    reconnect: "Reconnect {{name}}",
  },
  /** How a connection reads (see `lib/connection-state.ts`): a badge and a line under it. */
  state: {
    unavailable: "Not available",
    unavailableDetail: "{{name}} connections are not set up on this Saheli yet.",
    disconnected: "Not connected",
    disconnectedDetail: "Connect to have a meeting link made for every online booking.",
    reconnect: "Reconnect needed",
    expired: "Expired",
    expiring: "Expires soon",
    connected: "Connected",
    connectedAs: "Connected as {{email}}.",
    connectedNoEmail: "Connected.",
    linksMade: "Meeting links are made for your online bookings.",
  },
  callback: {
    title: "Connecting · Saheli",
    yourAccount: "your account",
    failed: "We couldn't connect {{name}}",
    denied: "You chose not to allow it, so nothing was connected.",
    tryAgain: "Try again",
    dashboard: "Dashboard",
    connecting: "Connecting {{name}}…",
    moment: "Just a moment while Saheli finishes the connection.",
    connected: "{{name}} connected",
  },
} as const;
