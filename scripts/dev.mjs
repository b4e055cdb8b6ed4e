// `npm run dev`: the API with reload on save (tsx watch, port 3000) and Vite with hot reload (port 5173),
// which proxies /api and /media to the API. Ctrl-C stops both.
import { spawn } from "node:child_process";

const processes = [
  ["api", ["run", "dev", "-w", "@saheli/server"]],
  ["web", ["run", "dev", "-w", "@saheli/web"]],
].map(([name, args]) => {
  const child = spawn("npm", args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, FORCE_COLOR: "1" },
  });
  const prefix = (stream, out) =>
    stream.on("data", (chunk) => {
      for (const line of String(chunk).split("\n")) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on("exit", (code) => {
    process.stderr.write(`[${name}] exited with ${code}\n`);
    stopAll();
  });
  return child;
});

function stopAll() {
  for (const child of processes) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
