import { OTP_VALIDITY_S } from "@saheli/core/auth";
import type { Email, Sms } from "../../platform/messaging.js";

const minutes = OTP_VALIDITY_S / 60;

export function signInCodeEmail(to: string, code: string): Email {
  const text = [
    `Your Saheli sign-in code is ${code}`,
    "",
    `It works once, for ${minutes} minutes, in the browser where you asked for it.`,
    "If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.",
    "",
    "Saheli: shop, connect and grow together.",
  ].join("\n");
  const html = `<p style="font-family:sans-serif;font-size:16px">Your Saheli sign-in code is</p>
<p style="font-family:monospace;font-size:32px;letter-spacing:6px;font-weight:bold">${code}</p>
<p style="font-family:sans-serif;color:#555">It works once, for ${minutes} minutes, in the browser where you asked for it.
If you did not ask for it, you can ignore this e-mail.</p>`;
  return { to, subject: `${code} is your Saheli sign-in code`, text, html };
}

export function signInCodeSms(to: string, code: string): Sms {
  return {
    to,
    text: `${code} is your Saheli sign-in code. It expires in ${minutes} minutes. Never share it.`,
  };
}
