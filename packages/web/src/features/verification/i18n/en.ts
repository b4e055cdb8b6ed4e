/**
 * The verification screens in English (issue 20): consent, the camera check, its result, access restricted with
 * the appeal, and the admins' review queue. Keys name what a string is for; `./hi.ts` must have every one.
 */
export const verificationEn = {
  modal: {
    titles: {
      instructions: "Human Verification",
      liveness: "Look at the camera",
      capturing: "Photo captured",
      verifying: "Verifying…",
      result: "Verification",
    },
    intro: "Saheli is a community for women. A quick selfie check keeps it safe.",
    photoDeleted: "Your photo is deleted as soon as a decision is made.",
    close: "Close",
    selfieAlt: "Your selfie, ready to be checked",
    looksGood: "Looks good. Verifying in a moment…",
    verifying: "Verifying…",
    retake: "Retake",
    retryProgress: "Retrying verification ({{n}}/3)...",
  },
  /** The consent text of `VerificationConsent` in core (its version stays core's). */
  consent: {
    duration: "It takes about 10–30 seconds.",
    camera: "Look at the camera, alone and in good light, and blink three times when asked.",
    title: "Before we open your camera",
    sections: {
      capture: {
        heading: "What we capture",
        body: "A short live video stays on your device to check that a real person is present (you will be asked to blink). One photo of your face is sent to Saheli.",
      },
      why: {
        heading: "Why",
        body: "Saheli is a community for women. The photo lets us confirm this, to keep the community safe for its members.",
      },
      decides: {
        heading: "Who decides",
        body: "An automated check may approve you straight away. It never turns anyone down: if it is unsure, a trained member of our team looks at your photo. If you are declined you can appeal once, and a different person reviews it.",
      },
      keep: {
        heading: "What we keep",
        body: "Your photo is deleted as soon as a decision is made. We keep only the outcome, how it was reached, who decided and when, for as long as you have an account.",
      },
      noCamera: {
        heading: "Prefer not to use your camera?",
        body: "Ask for a review by a person instead: tell us how you would like to be verified (for example a short video call or a reference from a women's business association) and we will contact you by e-mail.",
      },
    },
    version: "Consent text version {{version}}",
    agree: "I agree, open my camera",
    alternative: "Verify without a photo",
  },
  alternative: {
    label: "How would you like to be verified?",
    hint: "For example a short video call at a time that suits you, or a reference from a women's business association. A member of our team will e-mail you.",
    submit: "Ask for a review by a person",
  },
  liveness: {
    preparing: "Preparing the face check…",
    placeFace: "Place your face inside the oval",
    getReady: "Get ready… {{n}}",
    holdStill: "Hold still",
    blink: "Blink {{needed}} times · {{blinks}} of {{needed}}",
    done: "Done! Hold still for the photo",
    camera: "Your camera",
    attempt: "Attempt {{n}} of {{max}}. Blink naturally, a little slower.",
    noFace: {
      title: "We couldn't see your face",
      message: "Make sure your face is well lit and fills the oval.",
    },
    /** Core's `CAMERA_TIPS`. */
    tips: {
      refresh: "Refresh the page and allow camera access",
      otherApps: "Close other apps that are using the camera",
      connected: "Check that your camera is connected",
      browser: "Try another browser",
    },
  },
  result: {
    continue: "Continue to Platform",
    retake: "Retake",
    verified: "You're verified",
    pending: "Pending review",
    meanwhile:
      "Until then you can browse and buy. Posting, messaging members and opening a shop unlock once you are verified.",
  },
  standing: {
    pending: "Pending review",
    retryAfter: "You can try again after {{when}}.",
    canAppeal: " You can also appeal the decision: a different reviewer will look at it.",
    close: "Close",
  },
  message: {
    atLeast: "At least {{min}} characters",
    back: "Back",
  },
  restricted: {
    title: "Access Restricted",
    pending:
      "Your verification is pending review. Saheli's community is for women; until a reviewer has checked, some things wait.",
    declined:
      "Saheli's community is a platform for women. Posting, commenting, messaging members, joining groups and opening a shop are for verified women members.",
    stillYours: "You can still:",
    still: {
      browse: "Browse and buy products",
      support: "Support women-owned businesses",
      learn: "Access educational content",
    },
    reviewerWrote: "The reviewer wrote:",
    appealLabel: "Your appeal",
    appealHint:
      "Tell us why the decision is wrong. A different reviewer will read it and may contact you by e-mail.",
    appealSubmit: "Send appeal",
    appeal: "Think this is wrong? Appeal the decision",
    reverify: "Re-Verify yourself",
    understand: "I Understand",
    help: "Need help? Write to <mail>{{email}}</mail> and a person will answer.",
  },
  review: {
    title: "Verification reviews · Saheli admin",
    signIn: "Sign in with an admin account to review verifications.",
    back: "Back to Saheli",
    notAdmin: {
      title: "This page is for admins",
      description:
        "Only Saheli's admins review verifications. If you think you should have access, contact the team.",
    },
    heading: "Verification reviews",
    intro: "Oldest first. Read the criteria, decide, and the photo is deleted with your decision.",
    criteria: "Review criteria",
    error: "We couldn't load the queue",
    retry: "Retry",
    emptyTitle: "No verifications waiting",
    emptyText: "New requests appear here as people verify.",
    list: "Pending verifications",
    loading: "Loading verifications",
  },
  criteria: {
    title: "Review criteria",
    edit: "Edit criteria",
    retry: "Retry",
    version: "Version {{version}} · {{date}}",
    published: "Criteria published as version {{version}}",
    editTitle: "Edit review criteria",
    editDescription: "Reviewers see these beside every request. Publishing creates version {{next}}.",
    label: "Criteria",
    cancel: "Cancel",
    publish: "Publish new version",
  },
  decline: {
    title: "Decline {{name}}'s verification?",
    description:
      "She will read your reason in an e-mail and may appeal once, to a different reviewer. Never comment on her appearance.",
    reason: "Reason for declining",
    cancel: "Cancel",
    confirm: "Decline verification",
  },
  queue: {
    kinds: { selfie: "Selfie", alternative: "Without a photo", appeal: "Appeal" },
    yes: "yes",
    no: "no",
    approved: "Verification approved",
    approvedText: "{{name}} is verified.",
    declined: "Verification declined",
    declinedText: "{{name}} has been told why.",
    sent: "sent <time>{{when}}</time>",
    justNow: "just now",
    selfieAlt: "Selfie sent by {{name}}",
    photoNote: "Deleted as soon as you decide. Do not copy or share it.",
    appealed: "Decision appealed:",
    noReason: "no reason recorded",
    automated: "Automated check (a hint, never a decision):",
    figures: "Liveness figures",
    decline: "Decline",
    approve: "Approve",
  },
} as const;
