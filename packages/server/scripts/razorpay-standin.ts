// `npm run razorpay:standin`: the local Razorpay stand-in on a fixed port, for running Saheli against by hand.
import { startRazorpayStandin } from "../test/fakes/razorpay.js";

const KEY_ID = "rzp_test_standin";
const KEY_SECRET = "standin_secret";
const WEBHOOK_SECRET = "standin_webhook_secret";

async function main() {
  const port = Number(process.env.RAZORPAY_STANDIN_PORT ?? 4010);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `RAZORPAY_STANDIN_PORT must be a port number, not "${process.env.RAZORPAY_STANDIN_PORT}".`,
    );
  }
  const webhookUrl =
    process.env.RAZORPAY_STANDIN_WEBHOOK_URL ?? "http://localhost:3000/api/payments/razorpay/webhook";
  const standin = await startRazorpayStandin({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret: WEBHOOK_SECRET,
    webhookUrl,
    port,
    host: process.env.RAZORPAY_STANDIN_HOST ?? "127.0.0.1",
    log: (line) => console.info(`[razorpay-standin] ${line}`),
  });
  console.info(`Razorpay stand-in on ${standin.baseUrl}; webhooks go to ${webhookUrl}.`);
  console.info("Start Saheli with:\n");
  console.info(`RAZORPAY_KEY_ID=${KEY_ID}`);
  console.info(`RAZORPAY_KEY_SECRET=${KEY_SECRET}`);
  console.info(`RAZORPAY_WEBHOOK_SECRET=${WEBHOOK_SECRET}`);
  console.info(`RAZORPAY_BASE_URL=${standin.baseUrl}`);
  console.info(`RAZORPAY_CHECKOUT_URL=${standin.checkoutUrl}\n`);

  const stop = () => {
    standin.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
