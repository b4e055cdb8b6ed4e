/** A log destination that keeps every line, for tests that check what reaches the logs. */
export function logCapture() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(""),
  };
}
