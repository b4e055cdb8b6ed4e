/** The e-mail that tells a person how her verification was decided. */
export function outcomeEmail(name: string, approved: boolean, reason: string, publicUrl: string) {
  if (approved) {
    return {
      subject: "You are verified on Saheli",
      text: [
        `Hello ${name},`,
        "",
        "Your verification is approved. You can now post, comment, message members, join groups and open your own shop.",
        "",
        `Continue to Saheli: ${publicUrl}/`,
      ].join("\n"),
    };
  }
  return {
    subject: "About your Saheli verification",
    text: [
      `Hello ${name},`,
      "",
      "We could not verify you this time.",
      reason ? `The reviewer wrote: ${reason}` : "",
      "",
      "You can still browse and buy, support women-owned businesses and read educational content.",
      "If you think this is wrong, you can appeal once and a different reviewer will look at it, or try again after 24 hours.",
      `Open Saheli to appeal: ${publicUrl}/?verify=1`,
    ].join("\n"),
  };
}
